/**
 * OLE2 compound files hold legacy .xls workbooks, and also password-protected .xlsx workbooks:
 * Excel encrypts the zip into an `EncryptedPackage` stream inside an OLE2 container.
 */
interface CfbEntry {
  name: string;
}

/** The part of SheetJS's CFB reader used here (its typings leave CFB untyped). */
interface CfbReader {
  read(data: Buffer, options: { type: 'buffer' }): { FileIndex: CfbEntry[] };
}

/** True for an encrypted Office document; throws when the container cannot be read at all. */
export async function isEncryptedOffice(buffer: Buffer): Promise<boolean> {
  // Loaded on first use: most uploads are not OLE2 files, and SheetJS is big.
  const XLSX = await import('@e965/xlsx');
  const container = (XLSX.CFB as CfbReader).read(buffer, { type: 'buffer' });
  return container.FileIndex.some((entry) => entry.name === 'EncryptedPackage' || entry.name === 'EncryptionInfo');
}
