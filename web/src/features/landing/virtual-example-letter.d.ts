/** Written at build time by web/example-letter-plugin.ts. */
declare module 'virtual:example-letter' {
  export const exampleLetter: { letter: string; role: string | null; company: string | null };
}
