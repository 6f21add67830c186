/**
 * What every command gets from the global flags: the resolved namespace, a lazily
 * built client, resource resolution and the clock. Built in main.ts.
 */
import type { Client } from '../src/client/client.js';
import { allResources, findResource, type ResourceDescriptor } from '../src/meta/resources.js';
import { UsageError } from './io.js';

export interface CliContext {
  /** Namespace from -n, else the context's, else `default`. */
  readonly namespace: string;
  /** Whether -n was given explicitly (create/delete -f check objects against it). */
  readonly namespaceExplicit: boolean;
  client(): Promise<Client>;
  resolveResource(name: string): ResourceDescriptor<any>;
  now(): Date;
}

export function resolveResourceOrFail(name: string): ResourceDescriptor<any> {
  const d = findResource(name, allResources);
  if (!d) throw new UsageError(`the server doesn't have a resource type "${name}"`);
  return d;
}
