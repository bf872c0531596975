import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type pino from "pino";

/** A value, or a value with its own number format (an amount in its row's currency). */
export type XlsxValue = string | number | Date | null;
export type XlsxCell = XlsxValue | { value: XlsxValue; numFmt: string };
export type XlsxRow = Record<string, XlsxCell>;

const isFormatted = (cell: XlsxCell): cell is { value: XlsxValue; numFmt: string } => cell !== null && typeof cell === "object" && !(cell instanceof Date);

export type XlsxSheet = {
  fileName: string;
  sheetName: string;
  columns: Partial<ExcelJS.Column>[];
  /** Batches of rows (keyed by column key), written as they come. */
  batches: AsyncIterator<XlsxRow[]>;
  /** A last row in bold (a report's totals). */
  footer?: XlsxRow;
  log: Pick<pino.Logger, "error">;
};

/**
 * A streamed .xlsx download (exceljs's streaming writer: memory stays flat however many rows). Cells
 * are typed (server/reports/xlsx-cells.ts): dates, amounts with a currency format, text. The
 * first batch is read before the 200 goes out, so a query that fails answers an error envelope, not
 * a cut-off file; a later failure ends the stream with an error.
 */
export async function xlsxResponse(sheetDef: XlsxSheet): Promise<Response> {
  const { batches, log } = sheetDef;
  const first = await batches.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetDef.sheetName);
  sheet.columns = sheetDef.columns;
  sheet.getRow(1).font = { bold: true };
  const addRow = (row: XlsxRow) => {
    const values: Record<string, XlsxValue> = {};
    for (const [key, cell] of Object.entries(row)) values[key] = isFormatted(cell) ? cell.value : cell;
    const added = sheet.addRow(values);
    for (const [key, cell] of Object.entries(row)) if (isFormatted(cell)) added.getCell(key).numFmt = cell.numFmt;
    return added;
  };
  const writeRows = (rows: XlsxRow[]) => {
    for (const row of rows) addRow(row).commit();
  };
  const write = async () => {
    if (!first.done) writeRows(first.value);
    for (let next = await batches.next(); !next.done; next = await batches.next()) writeRows(next.value);
    if (sheetDef.footer) {
      const row = addRow(sheetDef.footer);
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error, file: sheetDef.fileName }, "excel export failed");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${sheetDef.fileName}"`,
      "cache-control": "no-store",
    },
  });
}
