// The content the build makes of lessons/ (scripts/contentPlugin.ts): the small index module.
declare module 'virtual:fencelab/content' {
  const index: import('../content/prebuilt').ContentIndex;
  export default index;
}
