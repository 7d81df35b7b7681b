/**
 * `npm start`: builds the web app only when its sources changed since the last build
 * (a fingerprint kept in the build directory), then serves it and the API.
 */
import { execSync } from 'node:child_process'
import { needsBuild, sourceFingerprint, writeStamp } from './build-stamp'

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
await import('../src/server/index')
