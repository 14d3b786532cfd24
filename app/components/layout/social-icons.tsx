// Brand glyphs drawn inline (the icon library carries no brand marks).
import type { ComponentProps } from 'react'

type IconProps = ComponentProps<'svg'>

export function FacebookIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.7v3h2.6V21h3.2Z" />
    </svg>
  )
}

export function LinkedInIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M6.9 8.8H3.7V20h3.2V8.8ZM5.3 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.3 13.6c0-3-1.6-5-4.3-5-1.4 0-2.4.7-2.9 1.5V8.8H10V20h3.2v-5.9c0-1.5.6-2.6 2-2.6s1.9 1 1.9 2.6V20h3.2v-6.4Z" />
    </svg>
  )
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
    </svg>
  )
}

/** The provider's social pages, each with its name (for the link's label) and glyph. */
export function listSocialLinks(
  social: { facebook: string; linkedin: string; youtube: string },
  names: { facebook: string; linkedin: string; youtube: string },
) {
  return [
    { href: social.facebook, label: names.facebook, Icon: FacebookIcon },
    { href: social.linkedin, label: names.linkedin, Icon: LinkedInIcon },
    { href: social.youtube, label: names.youtube, Icon: YouTubeIcon },
  ]
}
