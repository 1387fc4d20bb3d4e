/** Built by web/vite/philippines-outline.ts from world-atlas (see there). */
declare module 'virtual:philippines-outline' {
  const outline: {
    readonly width: number;
    readonly height: number;
    readonly path: string;
    readonly scale: number;
    readonly translate: readonly [number, number];
  };
  export default outline;
}
