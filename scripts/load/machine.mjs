// What a report says about where it was measured: figures from another machine do not compare.
import os from 'node:os'

export function describeMachine() {
  const cpus = os.cpus()
  return {
    date: new Date().toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' / '),
  }
}
