-- wrk's summary as one JSON line on stderr, for scripts/load/wrk.mjs. Latencies are in µs.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.stderr:write(string.format(
    '{"requests":%d,"durationUs":%d,"p50":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
