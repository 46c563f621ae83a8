// The shape of a commit message (decision 042): a subject of at most 72 characters, a blank
// line, then a body wrapped at 72 that says why. Pure, so it is tested as a table.

export const MAX_LINE = 72;

/** What is wrong with one commit message, in words a developer can act on; empty when it is fine. */
export function commitMessageProblems(message) {
  const lines = message.replace(/\s+$/, "").split("\n");
  const [subject = "", blank, ...body] = lines;
  const problems = [];
  if (!subject.trim()) problems.push("the subject is empty");
  if (subject.length > MAX_LINE)
    problems.push(`the subject has ${subject.length} characters (at most ${MAX_LINE})`);
  if (blank?.trim()) problems.push("the subject is not followed by a blank line");
  else if (!body.some((line) => line.trim())) problems.push("there is no body saying why");
  body.forEach((line, i) => {
    // A long word alone (an address, a path) cannot be wrapped.
    if (line.length > MAX_LINE && /\s/.test(line.trim()))
      problems.push(`body line ${i + 1} has ${line.length} characters (at most ${MAX_LINE})`);
  });
  return problems;
}
