/**
 * The function table of the k8s CEL base environment: the standard library, strings
 * extension v2, sets extension, lists, regex, URL, quantity and authorizer libraries. Built once; read-only after.
 */
import type { FunctionTable } from './functions.js';
import { registerAuthz } from './lib-authz.js';
import { registerLists } from './lib-lists.js';
import { registerQuantity } from './lib-quantity.js';
import { registerRegex } from './lib-regex.js';
import { registerSets } from './lib-sets.js';
import { registerUrls } from './lib-url.js';
import { registerStrings, stringIndexOf, stringLastIndexOf } from './lib-strings.js';
import { registerStdlib } from './stdlib.js';

function build(): FunctionTable {
  const t: FunctionTable = new Map();
  registerStdlib(t);
  registerStrings(t);
  registerLists(t, { indexOf: stringIndexOf, lastIndexOf: stringLastIndexOf });
  registerRegex(t);
  registerQuantity(t);
  registerAuthz(t);
  registerSets(t);
  registerUrls(t);
  return t;
}

export const BASE_FUNCTIONS: FunctionTable = build();
