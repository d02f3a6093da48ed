#!/usr/bin/env node
/**
 * Writes the real and forged upload fixtures of issue 16 to test-fixtures/uploads/, built byte by
 * byte with Node's built-ins only, so the files are reproducible and their making is readable:
 *
 *   node packages/domain/scripts/make-upload-fixtures.mjs
 *
 * The 11 MB case is not a fixture: the test builds it in memory.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-fixtures', 'uploads')

const latin1 = (text) => Buffer.from(text, 'latin1')
const u16be = (value) => Buffer.from([(value >> 8) & 0xff, value & 0xff])
const u16le = (value) => Buffer.from([value & 0xff, (value >> 8) & 0xff])
const u32be = (value) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value >>> 0)
  return bytes
}
const u32le = (value) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32LE(value >>> 0)
  return bytes
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
/** CRC-32 as PNG chunks and ZIP entries use it. */
function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A one-page PDF 1.4 with a Helvetica text line and a correct cross-reference table. */
function pdf(text) {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 240 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return latin1(body)
}

const segment = (marker, payload) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16be(payload.length + 2), payload])

/**
 * A baseline JPEG of 8×8 mid-grey pixels: one block whose DC difference is 0 and whose AC
 * coefficients are all 0, so one-code Huffman tables suffice ('0' = category 0, '0' = end of
 * block). `comment` adds a COM segment right after the start of image.
 */
function jpeg(comment) {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(comment ? [segment(0xfe, latin1(comment))] : []),
    segment(0xe0, Buffer.concat([latin1('JFIF\0'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])])),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.from([0x00, 1, ...Buffer.alloc(15), 0x00])),
    segment(0xc4, Buffer.from([0x10, 1, ...Buffer.alloc(15), 0x00])),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0b0011_1111]),
    Buffer.from([0xff, 0xd9]),
  ])
}

const chunk = (type, data) => {
  const typed = Buffer.concat([latin1(type), data])
  return Buffer.concat([u32be(data.length), typed, u32be(crc32(typed))])
}

/** A 2×2 RGB PNG: red, green / blue, white. */
function png() {
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32be(2), u32be(2), Buffer.from([8, 2, 0, 0, 0])])),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A ZIP (as a JAR is) with one stored entry: what a GIFAR-style polyglot appends to an image. */
function zip(name, text) {
  const data = latin1(text)
  const fileName = latin1(name)
  const common = Buffer.concat([
    u16le(20),
    u16le(0),
    u16le(0),
    u16le(0),
    u16le(0x21),
    u32le(crc32(data)),
    u32le(data.length),
    u32le(data.length),
    u16le(fileName.length),
    u16le(0),
  ])
  const local = Buffer.concat([u32le(0x04034b50), common, fileName, data])
  const central = Buffer.concat([
    u32le(0x02014b50),
    u16le(20),
    common,
    u16le(0),
    u16le(0),
    u16le(0),
    u32le(0),
    u32le(0),
    fileName,
  ])
  const end = Buffer.concat([
    u32le(0x06054b50),
    u16le(0),
    u16le(0),
    u16le(1),
    u16le(1),
    u32le(central.length),
    u32le(local.length),
    u16le(0),
  ])
  return Buffer.concat([local, central, end])
}

/** The first bytes of a 64-bit Linux executable (ELF header), padded. */
const elf = () =>
  Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(56),
    latin1('sandbox'),
  ])

/** A DOS/Windows executable's MZ header and stub text. */
const exe = () =>
  Buffer.concat([
    latin1('MZ'),
    Buffer.alloc(58),
    u32le(64),
    latin1('This program cannot be run in DOS mode.\r\n'),
  ])

const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n'

const fixtures = {
  'statement.pdf': pdf('Sandbox statement'),
  'photo.jpg': jpeg(),
  'id-card.JPEG': jpeg(),
  'scan.png': png(),
  'empty.pdf': Buffer.alloc(0),
  'renamed-elf.pdf': elf(),
  'renamed-exe.jpg': exe(),
  'shell-script.png': latin1('#!/bin/sh\necho sandbox\n'),
  'html-called.pdf': latin1(html),
  // PDF readers look for the header in the first 1024 bytes, browsers render the HTML.
  'html-then-pdf-polyglot.pdf': Buffer.concat([
    latin1(`<html><script>alert(1)</script><!--\n`),
    pdf('Polyglot'),
  ]),
  'jpeg-with-script-comment.jpg': jpeg('<script>alert(1)</script>'),
  'jpeg-with-appended-zip.jpg': Buffer.concat([jpeg(), zip('payload.txt', 'sandbox payload\n')]),
  'png-called.jpg': png(),
  'gif-called.png': Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0, 0, 0]),
    latin1(',\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;'),
  ]),
  'zip-called.pdf': zip('document.txt', 'not a pdf\n'),
  'plain-text.pdf': latin1('This is not a PDF, only text.\n'),
}

mkdirSync(target, { recursive: true })
for (const [name, bytes] of Object.entries(fixtures)) writeFileSync(join(target, name), bytes)
console.log(`Wrote ${Object.keys(fixtures).length} fixtures to ${target}`)
