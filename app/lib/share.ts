// Sharing a page the way farmers share: WhatsApp first, or a copied link.

/** A WhatsApp link that opens the app (or WhatsApp Web) with the title and the page's address. */
export function whatsappShareUrl(title: string, url: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
}

/**
 * Copies text to the clipboard: the Clipboard API where the browser allows it, else the
 * older selection trick (some webviews and non-HTTPS pages). False when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no permission, page not focused): try the older way.
  }
  try {
    const field = document.createElement('textarea')
    field.value = text
    field.setAttribute('readonly', '')
    field.style.position = 'fixed'
    field.style.opacity = '0'
    document.body.append(field)
    field.select()
    const isCopied = document.execCommand('copy')
    field.remove()
    return isCopied
  } catch {
    return false
  }
}
