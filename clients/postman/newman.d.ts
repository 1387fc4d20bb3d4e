// The part of newman's API the collection's test uses (newman ships no types).
declare module 'newman' {
  interface Execution {
    readonly item: { readonly name: string };
    readonly response?: { readonly code: number; readonly stream?: Buffer };
  }
  interface Summary {
    readonly run: {
      readonly executions: readonly Execution[];
      readonly failures: readonly { readonly error: { readonly message: string; readonly test?: string }; readonly source?: { readonly name?: string } }[];
    };
  }
  export function run(
    options: { collection: unknown; envVar?: { key: string; value: string }[]; reporters?: string[]; timeoutRequest?: number },
    callback: (error: Error | null, summary: Summary) => void,
  ): void;
}
