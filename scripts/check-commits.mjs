// Part of `npm run lint`: every commit since the convention began has a message of the agreed shape
// (scripts/commit-message.mjs). Merges are git's own words and are skipped.
import { execFileSync } from "node:child_process";
import { commitMessageProblems } from "./commit-message.mjs";

// The last commit before the check: everything after it is held to the shape.
const SINCE = "c612290";

const git = (...args) => execFileSync("git", args, { encoding: "utf8" });

let log;
try {
  git("cat-file", "-e", `${SINCE}^{commit}`);
  log = git("log", "--no-merges", "--format=%h%x00%B%x1e", `${SINCE}..HEAD`);
} catch {
  // A shallow clone without that commit cannot tell which are newer: it checks the newest.
  log = git("log", "--no-merges", "-1", "--format=%h%x00%B%x1e", "HEAD");
}
const bad = log
  .split("\x1e")
  .map((entry) => entry.replace(/^\n/, ""))
  .filter(Boolean)
  .flatMap((entry) => {
    const [hash, message = ""] = entry.split("\0");
    const problems = commitMessageProblems(message);
    return problems.length ? [`${hash} ${message.split("\n")[0]}\n  - ${problems.join("\n  - ")}`] : [];
  });
if (bad.length) {
  console.error(
    `Commit messages not in the agreed shape (subject ≤ 72, blank line, body ≤ 72):\n${bad.join("\n")}`,
  );
  process.exit(1);
}
console.log("Commit messages: OK");
