// A certificate for the photo hosts, made at run time for the stand-in image server, and the
// hash of its public key: Chromium's --ignore-certificate-errors-spki-list trusts exactly that
// key (and nothing else), so the browser speaks real TLS to a real third-party origin.
import { spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** `{ key, cert, spkiHash }` for `hosts`, made with openssl in `dir`. */
export function makeCertificate(hosts, dir) {
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=perf stand-in image host',
      '-addext',
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`openssl could not make the certificate: ${result.stderr || result.error}`)
  const cert = readFileSync(certFile)
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
  return { key: readFileSync(keyFile), cert, spkiHash: createHash('sha256').update(spki).digest('base64') }
}
