// Documents built at test time, shared by the engine's tests and the api's: a DOCX resume and
// zip bombs. (Nothing large is committed.)
import { deflateRawSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';

/** A one-section DOCX of these paragraphs and tables (with these styles, if any). */
export async function makeDocx(children: (Paragraph | Table)[], styles?: ConstructorParameters<typeof Document>[0]['styles']): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(new Document({ ...(styles ? { styles } : {}), sections: [{ children }] })));
}

/** A one-page DOCX resume with a heading, a bullet, an education line and a skills table. */
export async function makeDocxResume(): Promise<Uint8Array> {
  return makeDocx([
    new Paragraph({ children: [new TextRun({ text: 'Ana Souza', bold: true, size: 40 })] }),
    new Paragraph('ana.souza@example.com | +55 11 91234 5678 | São Paulo, Brazil'),
    new Paragraph({ text: 'Experience', heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ children: [new TextRun({ text: 'Product Manager, Nubank', bold: true })] }),
    new Paragraph('Feb 2020 - Present'),
    new Paragraph({ text: 'Launched a credit product for 2M customers', bullet: { level: 0 } }),
    new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
    new Paragraph('MBA, Fundação Getulio Vargas University'),
    new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
    new Table({
      rows: [new TableRow({ children: [new TableCell({ children: [new Paragraph('SQL')] }), new TableCell({ children: [new Paragraph('Roadmapping')] })] })],
    }),
  ]);
}

/**
 * A one-entry zip ("word/document.xml") whose deflated data inflates to `inflatedBytes` while its
 * headers claim `claimedBytes`: an honest claim over the cap is refused up front; a lying one
 * makes the reader inflate it all (a zip bomb).
 */
export function makeZipBomb(inflatedBytes: number, claimedBytes: number): Uint8Array {
  const data = deflateRawSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 });
  return zipOfOneEntry(data, claimedBytes);
}

/**
 * A zip with one deflated entry, "word/document.xml", whose local and central headers both
 * claim `claimedBytes` uncompressed: the shape of a DOCX, honest or lying about its size.
 */
export function zipOfOneEntry(data: Uint8Array, claimedBytes: number): Buffer {
  const name = Buffer.from('word/document.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimedBytes, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, name, data]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}
