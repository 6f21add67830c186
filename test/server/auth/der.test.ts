import { describe, expect, it } from 'vitest';
import {
  DerError,
  TAG,
  bitString,
  boolean,
  children,
  decodeOid,
  decodeString,
  decodeTime,
  explicit,
  integer,
  namedBits,
  nullValue,
  oid,
  printableString,
  readTlv,
  sequence,
  setOf,
  time,
  tlv,
  utf8String,
} from '../../../src/server/auth/der.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('DER encoding (X.690 examples and X.509 fixtures)', () => {
  it.each([
    ['INTEGER 0', () => integer(0), '020100'],
    ['INTEGER 127', () => integer(127), '02017f'],
    ['INTEGER 128 gets a leading zero', () => integer(128), '02020080'],
    ['INTEGER 256', () => integer(256), '02020100'],
    ['INTEGER from bytes strips leading zeros', () => integer(Uint8Array.of(0, 0, 0x01, 0x02)), '02020102'],
    ['INTEGER big', () => integer(2n ** 64n), '0209010000000000000000'],
    ['BOOLEAN true', () => boolean(true), '0101ff'],
    ['NULL', () => nullValue(), '0500'],
    ['OID commonName', () => oid('2.5.4.3'), '0603550403'],
    ['OID sha256WithRSAEncryption', () => oid('1.2.840.113549.1.1.11'), '06092a864886f70d01010b'],
    ['OID with a large arc', () => oid('1.3.6.1.4.1.57683.2'), '06092b0601040183c25302'],
    ['UTF8String', () => utf8String('bob'), '0c03626f62'],
    ['PrintableString', () => printableString('US'), '13025553'],
    ['empty SEQUENCE', () => sequence(), '3000'],
    ['[0] EXPLICIT INTEGER 2 (version v3)', () => explicit(0, integer(2)), 'a003020102'],
    ['BIT STRING', () => bitString(Uint8Array.of(0xab)), '030200ab'],
    ['keyUsage digitalSignature', () => namedBits([0]), '03020780'],
    ['keyUsage digitalSignature+keyEncipherment', () => namedBits([0, 2]), '030205a0'],
    ['keyUsage digitalSignature+keyCertSign+cRLSign', () => namedBits([0, 5, 6]), '03020186'],
    ['UTCTime', () => time(Date.UTC(2024, 0, 2, 3, 4, 5, 999)), '170d3234303130323033303430355a'],
    ['GeneralizedTime from 2050', () => time(Date.UTC(2050, 0, 1)), '180f32303530303130313030303030305a'],
  ])('%s', (_name, encode, expected) => {
    expect(hex(encode())).toBe(expected);
  });

  it('uses long-form lengths from 128 bytes', () => {
    const long = tlv(TAG.OCTET_STRING, new Uint8Array(200));
    expect(hex(long.subarray(0, 3))).toBe('0481c8');
    const longer = tlv(TAG.OCTET_STRING, new Uint8Array(70000));
    expect(hex(longer.subarray(0, 5))).toBe('0483011170');
    expect(readTlv(longer).value.length).toBe(70000);
  });

  it('sorts SET OF elements by encoding', () => {
    expect(hex(setOf(integer(5), integer(1)))).toBe('3106020101020105');
  });

  it.each([
    ['invalid OID text', () => oid('1.x'), /invalid OID/],
    ['first arc above 2', () => oid('3.1'), /invalid OID/],
    ['second arc above 39 under 0/1', () => oid('1.40'), /invalid OID/],
    ['negative INTEGER', () => integer(-1), /negative/],
    ['non-printable PrintableString', () => printableString('a@b'), /PrintableString/],
    ['truncated input', () => readTlv(Uint8Array.of(0x30, 0x05, 0x00)), /truncated/],
    ['indefinite length', () => readTlv(Uint8Array.of(0x30, 0x80, 0x00, 0x00)), /indefinite/],
  ])('rejects %s', (_n, fn, pattern) => {
    expect(fn).toThrow(DerError);
    expect(fn).toThrow(pattern);
  });
});

describe('DER decoding', () => {
  it('round-trips nested structures', () => {
    const der = sequence(oid('2.5.4.10'), utf8String('system:masters'), sequence(integer(1), boolean(false)));
    const top = readTlv(der);
    expect(top.tag).toBe(TAG.SEQUENCE);
    expect(top.end).toBe(der.length);
    const [o, s, inner] = children(top.value);
    expect(decodeOid(o!.value)).toBe('2.5.4.10');
    expect(decodeString(s!)).toBe('system:masters');
    expect(children(inner!.value).map((t) => t.tag)).toEqual([TAG.INTEGER, TAG.BOOLEAN]);
  });

  it.each(['2.5.4.3', '1.2.840.113549.1.1.11', '1.3.6.1.4.1.57683.2', '2.999.3', '0.9.2342.19200300.100.1.1'])('OID %s round-trips', (text) => {
    expect(decodeOid(readTlv(oid(text)).value)).toBe(text);
  });

  it.each([Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(2049, 5, 1), Date.UTC(2050, 0, 1), Date.UTC(1949, 0, 1)])('time %s round-trips', (ms) => {
    expect(decodeTime(readTlv(time(ms)))).toBe(ms);
  });

  it('decodes BMPString and T61String', () => {
    expect(decodeString(readTlv(tlv(TAG.BMP_STRING, Uint8Array.of(0, 0x41, 0x00, 0xe9))))).toBe('Aé');
    expect(decodeString(readTlv(tlv(TAG.T61_STRING, Uint8Array.of(0x41, 0xe9))))).toBe('Aé');
    expect(() => decodeString(readTlv(integer(1)))).toThrow(/not a string/);
  });
});
