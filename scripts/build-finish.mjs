/**
 * `npm run build`, last step: bundles the server into <build>/app-server/ and stamps the web
 * build, so the documented production path (`npm run build` then `npm run serve`) has everything
 * `serve` runs, and a later `npm start` finds both up to date instead of building again.
 */
import { bundleServer } from './build-server.mjs'
import { sourceFingerprint, writeStamp } from './build-stamp.mjs'

const root = process.cwd()
const buildDir = process.env.BUILD_DIR ?? 'build'
await bundleServer(root, buildDir)
writeStamp(buildDir, sourceFingerprint(root))
