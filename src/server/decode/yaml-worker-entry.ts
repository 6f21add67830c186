/**
 * Worker thread entry: decodes one YAML document per message with the hardened decoder and
 * answers with its JSON text (parsed back on the main thread in slices), so composing a large
 * document (the `yaml` package does it in one synchronous call) never holds the server's
 * event loop. Messages: `{ id, text }` -> `{ id, json, duplicates }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { decodeYamlWithDuplicates } from '../../codec/yaml.js';

parentPort?.on('message', (msg: { id: number; text: string }) => {
  try {
    const { value, duplicates } = decodeYamlWithDuplicates(msg.text);
    parentPort!.postMessage({ id: msg.id, json: JSON.stringify(value) ?? 'null', duplicates });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
