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

  // Quadratic work on a million characters would take minutes; linear work takes well under a second.
  it("reads a large hostile file in linear time", () => {
    const quotes = `"${'""'.repeat(500_000)}`;
    const separators = ";".repeat(1_000_000);
    const start = performance.now();
    expect(readCsv(quotes)[0]?.[0]).toHaveLength(500_000);
    expect(readCsv(separators)).toEqual([[]]);
    expect(readCsv("\n".repeat(1_000_000))).toHaveLength(1_000_000);
    expect(performance.now() - start).toBeLessThan(4_000);
  });
});

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
