// The CPU time of a PostgreSQL server on this machine (its every process: the connections'
// backends, autovacuum, the writers), read from /proc; undefined where none is visible (another
// host, another system). The bench divides it by the requests a scenario answered. A process that
// ends (a connection the pool replaced, an autovacuum worker) takes its own time out of the sum,
// but its parent, the postmaster, counts it among its children's: both are added, so the total
// only grows.
import fs from "node:fs";
import { execFileSync } from "node:child_process";

let ticksPerSecond;

export function postgresCpuMs() {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  let ticks = 0;
  let seen = false;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces; the fields after it are numbered from 3.
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (name !== "postgres") continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, and the ended children's cutime, cstime (fields 14 to 17).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      seen = true;
    } catch {
      // The process ended meanwhile.
    }
  }
  return seen ? (ticks * 1000) / ticksPerSecond : undefined;
}
