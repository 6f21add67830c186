import { test, expect } from 'vitest';
import { encodeProtobuf, decodeProtobuf, encodeWatchFrame } from '/work/main/src/codec/protobuf/index.js';
test('vectors', () => {
  const rc = { kind: 'RuntimeClass', apiVersion: 'node.k8s.io/v1', metadata: { name: 'runc', uid: 'u1', resourceVersion: '5', creationTimestamp: '2024-01-01T00:00:00Z' }, handler: 'runc' };
  const b = Buffer.from(encodeProtobuf(rc));
  expect(b.toString('hex')).toBe('6b3873000a1e0a0e6e6f64652e6b38732e696f2f7631120c52756e74696d65436c61737312270a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e631a002200');
  expect(decodeProtobuf(b).object).toEqual(rc);
  const list = { kind: 'RuntimeClassList', apiVersion: 'node.k8s.io/v1', metadata: { resourceVersion: '7' }, items: [{ metadata: rc.metadata, handler: 'runc' }] };
  expect(Buffer.from(encodeProtobuf(list)).toString('hex')).toBe('6b3873000a220a0e6e6f64652e6b38732e696f2f7631121052756e74696d65436c6173734c69737412320a070a001201371a0012270a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e631a002200');
  const st = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure', message: 'runtimeclasses.node.k8s.io "runc" not found', reason: 'NotFound', details: { name: 'runc', group: 'node.k8s.io', kind: 'runtimeclasses' }, code: 404 };
  expect(Buffer.from(encodeProtobuf(st)).toString('hex')).toBe('6b3873000a0c0a027631120653746174757312740a060a0012001a0012074661696c7572651a2b72756e74696d65636c61737365732e6e6f64652e6b38732e696f202272756e6322206e6f7420666f756e6422084e6f74466f756e642a270a0472756e63120b6e6f64652e6b38732e696f1a0e72756e74696d65636c6173736573280032003094031a002200');
  expect(decodeProtobuf(encodeProtobuf(st)).object).toEqual(st);
  const fr = Buffer.from(encodeWatchFrame('ADDED', encodeProtobuf(rc))).toString('hex');
  expect(fr).toBe('0000005c0a0541444445441253 0a516b3873000a1e0a0e6e6f64652e6b38732e696f2f7631120c52756e74696d65436c61737312270a1f0a0472756e6312001a0022002a02753132013538004208088081c8ac061000120472756e631a002200'.replace(/ /g, ''));
});
