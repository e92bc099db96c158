/** A font file imported for its URL (webpack's asset/resource rule for .woff2, tooling/src/webpack.js). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
