import { describe, expect, it } from "vitest";
import { csvField, csvLine, detectSeparator, readCsv } from "./csv";

describe("detectSeparator", () => {
  it.each([
    ["Patente;Marca;Modelo\nABCD12;Kia;Rio", ";"],
    ["Patente,Marca\nABCD12,Kia", ","],
    ["Patente\tMarca\nABCD12\tKia", "\t"],
    ["ABCD12\nBBCL10", ","],
    // Separators inside quotes are text: 'Kia, Rio' does not make this a comma file.
    ['"Kia, Rio, 2019";Patente\nx;y', ";"],
    // Only the first record counts.
    ["Patente\nA,B,C,D", ","],
    ["a;b,c;d\n", ";"],
  ])("%j -> %j", (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

describe("readCsv", () => {
  it.each([
    ["empty", "", []],
    ["one column, LF", "Patente\nABCD12\nBBCL10\n", [["Patente"], ["ABCD12"], ["BBCL10"]]],
    [
      "CRLF and ';' from Chilean Excel",
      "Patente;Marca\r\nABCD12;Kia\r\n",
      [
        ["Patente", "Marca"],
        ["ABCD12", "Kia"],
      ],
    ],
    [
      "a lone CR (old Mac Excel)",
      "a;b\rc;d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "BOM dropped",
      "\uFEFFPatente;Marca\nABCD12;Kia",
      [
        ["Patente", "Marca"],
        ["ABCD12", "Kia"],
      ],
    ],
    [
      "no final line break",
      "a,b\nc,d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["blank lines kept as empty rows", "a;x\n\n;;\nb", [["a", "x"], [], [], ["b"]]],
    ["quoted separator", '"Kia; Rio";ABCD12', [["Kia; Rio", "ABCD12"]]],
    ["escaped quote", '"dijo ""hola""";x', [['dijo "hola"', "x"]]],
    [
      "line break inside quotes is one row",
      '"línea 1\r\nlínea 2";ABCD12\nBBCL10',
      [["línea 1\r\nlínea 2", "ABCD12"], ["BBCL10"]],
    ],
    ["empty quoted field", '"";x', [["", "x"]]],
    ["trailing separator closes an empty field", "a;b;", [["a", "b", ""]]],
    ["trailing separator before a break", "a;b;\nc", [["a", "b", ""], ["c"]]],
    ["quote inside an unquoted field is text", 'AB"CD;x', [['AB"CD', "x"]]],
    ["text after a closing quote is appended", '"AB"CD;x', [["ABCD", "x"]]],
    ["unterminated quote runs to the end", '"AB;CD\nEF', [["AB;CD\nEF"]]],
    [
      "commas in a ';' file are text",
      "Patente;Precio\nABCD12;1,5",
      [
        ["Patente", "Precio"],
        ["ABCD12", "1,5"],
      ],
    ],
  ])("%s", (_, text, rows) => {
    expect(readCsv(text)).toEqual(rows);
  });

  it("keeps the row numbers of a spreadsheet across blank and multi-line records", () => {
    const rows = readCsv('Patente;Nota\n\nABCD12;"dos\nlíneas"\nBBCL10;x');
    expect(rows[2]?.[0]).toBe("ABCD12");
    expect(rows[3]?.[0]).toBe("BBCL10");
  });

  // Work, not milliseconds: the reader is handed a text that counts each character it is made to visit
  // (read one by one, searched over, or copied), and a hostile text twice as long must cost it at most
  // about twice the work. A quadratic reader costs four times as much; timings on a busy machine, or
  // under mutation testing, would say nothing either way.
  it.each([
    ["escaped quotes", (n: number) => `"${'""'.repeat(n)}`],
    ["separators", (n: number) => ";".repeat(n)],
    ["line breaks", (n: number) => "\n".repeat(n)],
    ["CRLF", (n: number) => "\r\n".repeat(n)],
    ["short quoted fields", (n: number) => '"a";'.repeat(n)],
    ["an unterminated quote", (n: number) => `"${"a;".repeat(n)}`],
    ["quotes inside unquoted fields", (n: number) => 'a"b;'.repeat(n)],
  ])("reads %s in linear work", (_, hostile) => {
    const small = visits(hostile(20_000));
    const large = visits(hostile(40_000));
    expect(large.rows).toBeGreaterThan(0);
    expect(large.visited / large.length).toBeLessThan(8);
    expect(large.visited / small.visited).toBeLessThan(2.2);
  });

  it("counts what a quadratic reader would visit", () => {
    // The meter itself, against a reader that looks back over the text before each character.
    const text = countingText("a".repeat(2_000));
    for (let i = 0; i < 2_000; i++) text.value.indexOf("b", 0);
    expect(text.visited()).toBe(2_000 * 2_000);
  });
});

/**
 * A text that counts the characters its reader visits: each index or charCodeAt is one, indexOf the
 * characters it searches, slice the characters it copies; a slice is itself counted as it is read. Any
 * other use throws, so a reader that changed how it reads must be counted here before it passes.
 */
function countingText(source: string, meter = { visited: 0 }): { value: string; visited: () => number } {
  const counted = (s: string): string =>
    new Proxy(Object(s), {
      get(_, key) {
        if (key === "length") return s.length;
        if (key === Symbol.toPrimitive) return () => s;
        if (typeof key === "string" && /^\d+$/.test(key)) {
          meter.visited++;
          return s[Number(key)];
        }
        if (key === "charCodeAt")
          return (i: number) => {
            meter.visited++;
            return s.charCodeAt(i);
          };
        if (key === "indexOf")
          return (search: string, from = 0) => {
            const at = s.indexOf(search, from);
            meter.visited += (at === -1 ? s.length : at + search.length) - from;
            return at;
          };
        if (key === "slice")
          return (start?: number, end?: number) => {
            const part = s.slice(start, end);
            meter.visited += part.length;
            return counted(part);
          };
        throw new Error(`the CSV reader used text.${String(key)}: count it in countingText`);
      },
    }) as string;
  return { value: counted(source), visited: () => meter.visited };
}

function visits(source: string) {
  const text = countingText(source);
  const rows = readCsv(text.value).length;
  return { rows, length: source.length, visited: text.visited() };
}

describe("csvField and csvLine", () => {
  it.each([
    ["ABCD12", "ABCD12"],
    ["", ""],
    ["Kia Rio 2019", "Kia Rio 2019"],
    ["Kia; Rio", '"Kia; Rio"'],
    ['dijo "hola"', '"dijo ""hola"""'],
    ["dos\nlíneas", '"dos\nlíneas"'],
    ["a,b", "a,b"],
    // Formula injection: a cell starting like a formula is written as text.
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+56912345678", "'+56912345678"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
    ["a=b", "a=b"],
  ])("%j -> %j", (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("uses the separator it is given", () => {
    expect(csvField("a,b", ",")).toBe('"a,b"');
    expect(csvField("a;b", ",")).toBe("a;b");
  });

  it("ends each record with CRLF and reads back to the same values", () => {
    const values = ["7", "ABCD12", "Kia; Rio", 'con "comillas"', "dos\nlíneas", "=1+1"];
    const line = csvLine(values);
    expect(line.endsWith("\r\n")).toBe(true);
    expect(readCsv(line, ";")).toEqual([[...values.slice(0, 5), "'=1+1"]]);
  });
});
