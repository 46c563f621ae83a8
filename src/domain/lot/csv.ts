// The CSV a dealer uploads (usually exported by Excel, often with ';' because Chilean Excel uses the comma
// for decimals) and the CSV we hand back. A small reader of our own: one pass over the text, no regex,
// so a hostile file costs time in proportion to its length; exceljs covers XLSX.

/** Rows as a person sees them in a spreadsheet: index 0 is row 1. */
export type CsvRows = ReadonlyArray<ReadonlyArray<string>>;

/** One shared value for every blank record: a file of empty lines must not cost an array per line. */
const BLANK_ROW: readonly string[] = Object.freeze([]);

const LF = 10;
const CR = 13;

export type CsvSeparator = "," | ";" | "\t";
const SEPARATORS: readonly CsvSeparator[] = [";", ",", "\t"];

/**
 * The separator used most often in the first record, outside quoted fields; ',' when there is none.
 * As in the reader, a quote opens a quoted field only at the start of a field.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<string, number>();
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
      continue;
    }
    if (ch === "\n" || ch === "\r") break;
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if ((SEPARATORS as readonly string[]).includes(ch)) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
      fieldStart = true;
    } else {
      fieldStart = false;
    }
  }
  let best: CsvSeparator = ",";
  let bestCount = 0;
  for (const sep of SEPARATORS) {
    const n = counts.get(sep) ?? 0;
    if (n > bestCount) {
      best = sep;
      bestCount = n;
    }
  }
  return best;
}

/**
 * RFC 4180 records: quoted fields may hold separators, quotes ("") and line breaks; CRLF, LF and a lone CR
 * (old Mac Excel) all end a record; a leading BOM is dropped. Lenient where Excel is: a quote inside an
 * unquoted field is kept, text after a closing quote is appended, an unterminated quote runs to the end.
 * Blank records are kept (as empty rows) so that row numbers match the spreadsheet's.
 */
export function readCsv(input: string, separator: CsvSeparator = detectSeparator(stripBom(input))): CsvRows {
  const text = stripBom(input);
  const sep = separator.charCodeAt(0);
  const rows: (readonly string[])[] = [];
  let record: string[] = [];
  let blank = true;
  let i = 0;
  const n = text.length;

  const endField = (value: string) => {
    if (value !== "") blank = false;
    record.push(value);
  };
  const endRecord = () => {
    rows.push(blank ? BLANK_ROW : record);
    record = [];
    blank = true;
  };

  while (i < n) {
    // One field per turn of this loop, then the character that ended it.
    let value = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) {
          value += text.slice(i);
          i = n;
          break;
        }
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    }
    const start = i;
    while (i < n) {
      const code = text.charCodeAt(i);
      if (code === sep || code === LF || code === CR) break;
      i++;
    }
    endField(start === i ? value : value + text.slice(start, i));
    if (i >= n) {
      endRecord();
      break;
    }
    const ch = text[i];
    i++;
    if (ch === separator) {
      // A separator at the very end still closes an (empty) last field.
      if (i >= n) {
        endField("");
        endRecord();
      }
      continue;
    }
    if (ch === "\r" && text[i] === "\n") i++;
    endRecord();
  }
  return rows;
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * Characters that make Excel or LibreOffice read a cell as a formula (OWASP's CSV injection list): a
 * plate or a car name from a provider must not run as one on the dealer's computer, and a cell of a
 * dealer's file that starts with one is no plate (lot-input.ts).
 */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/** Whether a spreadsheet would take the text for a formula, by its first character. */
export const startsLikeFormula = (value: string): boolean => FORMULA_START.has(value.charAt(0));

/** One field of a CSV we write: defused if it could start a formula, quoted if it needs to be. */
export function csvField(value: string, separator: CsvSeparator = ";"): string {
  const safe = startsLikeFormula(value) ? `'${value}` : value;
  const needsQuotes =
    safe.includes(separator) || safe.includes('"') || safe.includes("\n") || safe.includes("\r");
  return needsQuotes ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole record, CRLF-terminated as RFC 4180 and Excel expect. */
export function csvLine(values: readonly string[], separator: CsvSeparator = ";"): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}
