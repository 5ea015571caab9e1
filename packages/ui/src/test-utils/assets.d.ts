// Vite serves `?no-inline` imports as file addresses (stories only; never shipped).
declare module '*.svg?no-inline' {
  const url: string;
  export default url;
}
