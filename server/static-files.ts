// The build's client files: hashed assets under /assets, and the public files (icons, images,
// the manifest) at the root.
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { setRouteId } from './route-id'

export function serveClientFiles(clientDir: string) {
  const router = express.Router()
  // Hashed file names change with their content, so browsers may keep them for a year.
  const assets = express.static(path.join(clientDir, 'assets'), {
    immutable: true,
    maxAge: '1y',
    index: false,
    redirect: false,
  })
  router.use(
    '/assets',
    (req, res, next) => {
      setRouteId(res, 'assets')
      assets(req, res, next)
    },
    missingAsset,
  )
  const publicFiles = express.static(clientDir, {
    maxAge: '1h',
    index: false,
    redirect: false,
    // The service worker's script is checked for a new version on every visit.
    setHeaders: (res, filePath) => {
      if (path.basename(filePath) === 'service-worker.js') res.setHeader('Cache-Control', 'no-cache')
    },
  })
  router.use((req, res, next) => {
    if (isBuildArtefact(req.path)) return next()
    setRouteId(res, 'static')
    publicFiles(req, res, (error?: unknown) => {
      setRouteId(res, undefined)
      next(error)
    })
  })
  return router
}

/**
 * An asset this build does not have: during a rolling deploy, a page from the new build may ask
 * an instance still on the old one. A bare 404, never the HTML error page (a browser would try to
 * run it as script or style), and not cached, so a retry can reach an instance that has it.
 * (docs/operations.md, "Rolling deploys", explains serving /assets from a CDN or a shared directory.)
 */
const missingAsset: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  res.status(404).end()
}

/**
 * HTML and loader data are served by the page cache and React Router, never as raw files
 * (a build may hold some): a query string (a filter, a search) changes what a loader returns. (`next('route')`
 * does not skip the static files in an `app.use` chain, which served /articles.data?topic=… stale.)
 * The path is checked decoded, as the static files middleware decodes it: `/about-us.dat%61` is
 * `/about-us.data`. A path that does not decode is left to the error handler (400).
 */
export function isBuildArtefact(rawPath: string) {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return true
  }
  return /\.(html?|data)$/i.test(decoded)
}
