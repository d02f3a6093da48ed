/** The sandbox bundle's path (dist/main.mjs), bundled again first when a source is newer. */
export function sandboxBundle(): Promise<string>
