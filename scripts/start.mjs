/**
 * `npm start`, first half (plain JavaScript: no TypeScript tooling at start): builds the web
 * app when its sources changed since the last build (`npm run build` bundles the server too),
 * and bundles the server when one of the files it is made from changed; package.json then runs the bundle with `node` (`npm run
 * serve` does only that).
 */
import { execSync } from 'node:child_process'
import { needsBuild, serverNeedsBundle, sourceFingerprint, writeStamp } from './build-stamp.mjs'

const root = process.cwd()
const buildDir = process.env.BUILD_DIR ?? 'build'
const fingerprint = sourceFingerprint(root)
if (needsBuild(buildDir, fingerprint)) {
  console.log('Sources changed since the last build: building…')
  execSync('npm run build', { stdio: 'inherit' })
  writeStamp(buildDir, fingerprint)
} else {
  console.log('Build is up to date with the sources: not building again.')
}
if (serverNeedsBundle(root, buildDir)) {
  console.log('Server sources changed: bundling the server…')
  const { bundleServer } = await import('./build-server.mjs')
  await bundleServer(root, buildDir)
}
