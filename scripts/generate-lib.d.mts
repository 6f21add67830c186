// Types for scripts/generate-lib.mjs, so TypeScript tests can import the generator directly.

/** One generated file: where it goes, what it is made from, and how to render it. */
export interface GenerationStep {
  /** Short name of the generator, used in log lines. */
  readonly name: string;
  /** Output path relative to the repository root, POSIX separators (e.g. `generated/openapi.ts`). */
  readonly output: string;
  /** Input paths relative to the repository root. */
  readonly inputs: readonly string[];
  /** Full text of the output file as the generator produces it now; writes nothing. */
  render(rootDir: string): Promise<string>;
}

/** A rendered step. */
export interface RenderedOutput {
  readonly step: string;
  readonly output: string;
  readonly text: string;
}

/** Repository root as seen from scripts/. */
export declare const defaultRootDir: string;
/** The command that rebuilds every generated file. */
export declare const GENERATE_COMMAND: string;
/** Every generation step, in run order. */
export declare const generationSteps: readonly GenerationStep[];
/** Renders every step without writing. */
export declare function renderAll(rootDir?: string): Promise<RenderedOutput[]>;
/** Renders generated/openapi.ts without writing. */
export declare function renderOpenApiTypesFile(rootDir?: string): Promise<string>;
/**
 * A TypeScript type name for every schema name: its last dotted segment, extended with more
 * trailing segments (PascalCased) where names would collide or shadow a global type.
 */
export declare function schemaTypeNames(schemaNames: readonly string[]): Map<string, string>;
