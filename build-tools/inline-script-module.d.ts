declare module 'inline-script:*' {
  /** The module, bundled and minified as one self-running script (build-tools/inline-script.ts). */
  const code: string
  export default code
}
