-- wrk script: every request prices a different random partly dealt 8-deck shoe.
-- POST /api/ev {"decks": 8, "bets": "$BETS", "removed": "<0 to 300 random cards>"}
-- (BETS from the environment, default main). A copy of tests/load/random-shoe.lua with
-- the bets chosen, for benches/frontdoor/serve.sh.
-- DELAY_MS=n makes each connection wait n ms between requests (a paced rate; wrk has
-- no fixed-rate mode, see docs/benchmarks.md).
local ranks = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" }
local threads = {}
local next_id = 1
local bets = os.getenv("BETS") or "main"

wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"

function setup(thread)
  thread:set("id", next_id)
  next_id = next_id + 1
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 1000 + id * 7919)
  bad = 0
end

function request()
  local counts, left, cards = {}, 416, {}
  for i = 1, 13 do counts[i] = 32 end
  for _ = 1, math.random(0, 300) do
    local r, j = math.random(1, left), 1
    while r > counts[j] do
      r = r - counts[j]
      j = j + 1
    end
    counts[j] = counts[j] - 1
    left = left - 1
    cards[#cards + 1] = ranks[j]
  end
  local body = '{"decks":8,"bets":"' .. bets .. '","removed":"' .. table.concat(cards, " ") .. '"}'
  return wrk.format(nil, "/api/ev", nil, body)
end

function response(status, headers, body)
  if status ~= 200 then bad = bad + 1 end
end

local delay_ms = tonumber(os.getenv("DELAY_MS") or "")
if delay_ms then
  function delay() return delay_ms end
end

function done(summary, latency, requests)
  local total = 0
  for _, t in ipairs(threads) do total = total + (t:get("bad") or 0) end
  io.write(string.format("non-200 responses: %d\n", total))
  for _, p in ipairs({ 50, 90, 99, 99.9 }) do
    io.write(string.format("latency p%g: %.3f ms\n", p, latency:percentile(p) / 1000))
  end
end
