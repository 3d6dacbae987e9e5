/**
 * The Redis broker's Lua scripts, each run atomically (by its SHA1, EVALSHA; see `redis-client.ts`),
 * and which transition of the store's table (`broker-states.ts`) each one is. A request's record is a
 * field of the channel's pending hash while `pending`, then its outcome key (`SET … PX retainMs`) while
 * `settled`; every script that changes it also numbers, logs and publishes the channel's event in the
 * same step (the log bounded in events and in bytes, its length kept in a key beside it).
 *
 * | script   | event of the table         | from → to                      | remembers, announces                                   |
 * | -------- | -------------------------- | ------------------------------ | ------------------------------------------------------ |
 * | `ADD`    | `add`                      | any → pending (HSET)           | nothing; `added`                                       |
 * |          | `admit`, room left         | any → pending (HSET)           | nothing; `added`                                       |
 * |          | `admit`, channel full      | unchanged (returns -1)         | nothing                                                |
 * | `TAKE`   | `take`                     | pending → settled (HDEL, SET)  | the caller's outcome; the caller's event (returns 1)   |
 * |          |                            | absent, settled: unchanged     | nothing (returns 0)                                    |
 * | `ANSWER` | `answer`, owner reachable  | pending → settled (HDEL, SET)  | `answered`; `settled` (returns 1)                      |
 * |          | `answer`, owner gone       | pending → settled (HDEL, SET)  | `withdrawn`; `withdrawn` (returns 2)                   |
 * |          |                            | absent, settled: unchanged     | nothing (returns 0)                                    |
 * | (PX)     | `forget`                   | settled → absent               | the outcome key expires after `retainMs`               |
 * | `ANNOUNCE` | (none)                   | unchanged                      | the caller's event (a completion after an answer)      |
 * | `HEARTBEAT` | (none)                  | unchanged                      | nothing; renews the lease, returns the lapsed instances |
 *
 * `test/integration/broker-states.test.ts` runs every cell against a real redis-server and the
 * in-process broker, and checks both against the table.
 */
import type { BrokerRecordEvent } from './broker-states';

/**
 * The table above as data: the script that implements each event of the store's table.
 *
 * @example
 * ```ts
 * REDIS_SCRIPT_OF.answer; // 'ANSWER'
 * ```
 */
export const REDIS_SCRIPT_OF: Readonly<Record<BrokerRecordEvent['type'], 'ADD' | 'TAKE' | 'ANSWER' | 'PX'>> = Object.freeze({
  add: 'ADD',
  admit: 'ADD',
  take: 'TAKE',
  answer: 'ANSWER',
  forget: 'PX',
});

/** Starts a channel's numbering from the server clock (microseconds) when it has none yet. */
const seedSeq = (seq: string) => `
if redis.call('EXISTS', ${seq}) == 0 then
  local t = redis.call('TIME')
  redis.call('SET', ${seq}, t[1] .. string.rep('0', 6 - #t[2]) .. t[2])
end`;

/**
 * Numbers an event, appends it to the channel's log and publishes it: the step every script that
 * changes a record ends with. The log keeps at most `limit` events and `maxBytes` bytes of them
 * (their total length is kept beside it, in `bytes`), oldest dropped first, for `retain` ms.
 * Leaves `seq` and `message` as locals.
 */
const announce = (
  seq: string,
  log: string,
  bytes: string,
  channel: string,
  event: string,
  limit: string,
  maxBytes: string,
  retain: string,
) => `
local seq = redis.call('INCR', ${seq})
redis.call('PEXPIRE', ${seq}, 86400000)
local message = string.format('%.0f', seq) .. ' ' .. ${event}
local length = redis.call('RPUSH', ${log}, message)
local size = redis.call('INCRBY', ${bytes}, #message)
local keep, most = tonumber(${limit}), tonumber(${maxBytes})
while length > 0 and (length > keep or size > most) do
  local old = redis.call('LPOP', ${log})
  if not old then break end
  size = redis.call('DECRBY', ${bytes}, #old)
  length = length - 1
end
if size < 0 or length == 0 then redis.call('SET', ${bytes}, 0) end
redis.call('PEXPIRE', ${log}, ${retain})
redis.call('PEXPIRE', ${bytes}, ${retain})
redis.call('PUBLISH', ${channel}, message)`;

// KEYS: pending hash, seq, log, log bytes, events channel. ARGV: id, record, event, replayLimit,
// retainMs, ttlMs, limit ('' for none: a plain `add`), replayBytes. With a limit, a channel that already holds that many pending
// requests stores nothing and returns -1: counted and stored in one step, so two requests arriving
// together cannot both take the last place, and the bridge needs no round trip to count first.
// A channel's numbering starts from the server clock (microseconds), so ids from an earlier life
// of the channel are always below the new ones (see the in-process broker). Lua's `..` would print
// such a number as 1.79e+15, so it is formatted with %.0f (exact below 2^53).
export const ADD = `
if ARGV[7] ~= '' and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[7]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[6]) then redis.call('PEXPIRE', KEYS[1], ARGV[6]) end${seedSeq('KEYS[2]')}${announce('KEYS[2]', 'KEYS[3]', 'KEYS[4]', 'KEYS[5]', 'ARGV[3]', 'ARGV[4]', 'ARGV[8]', 'ARGV[5]')}
return seq`;

// KEYS: pending hash, outcome key, seq, log, log bytes, events channel. ARGV: id, outcome, retainMs,
// event, replayLimit, replayBytes.
// HDEL succeeds for exactly one caller: that caller alone records the outcome and announces it.
export const TAKE = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])${announce('KEYS[3]', 'KEYS[4]', 'KEYS[5]', 'KEYS[6]', 'ARGV[4]', 'ARGV[5]', 'ARGV[6]', 'ARGV[3]')}
return 1`;

// KEYS: pending hash, outcome key, seq, log, log bytes, events channel, owner's answers channel,
// owner's lease. ARGV: id, retainMs, settled event, withdrawn event, replayLimit, answer, '1' when
// the owner is the calling instance (it hands the answer over itself, after the script), the
// answer's receipt (its key bound to its content; '' for none), replayBytes.
// A delivered answer with a receipt is remembered as `answered <receipt>`, so a retry of that same
// answer (its reply lost) can be confirmed; `outcome` reads the first word.
// Take and hand-over in one step: HDEL succeeds for exactly one caller; the answer goes to the owner
// only while its lease holds, and PUBLISH counts the receivers, so an owner that died is seen here
// and the request ends withdrawn, never "answered" without an answer having reached anyone.
// Returns 0 (not pending), 1 (delivered) or 2 (owner gone).
export const ANSWER = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
local delivered = ARGV[7] == '1'
if not delivered and redis.call('EXISTS', KEYS[8]) == 1 then delivered = redis.call('PUBLISH', KEYS[7], ARGV[6]) > 0 end
local outcome, event, code = 'answered', ARGV[3], 1
if not delivered then outcome, event, code = 'withdrawn', ARGV[4], 2 end
local remembered = outcome
if delivered and ARGV[8] ~= nil and ARGV[8] ~= '' then remembered = outcome .. ' ' .. ARGV[8] end
redis.call('SET', KEYS[2], remembered, 'PX', ARGV[2])${announce('KEYS[3]', 'KEYS[4]', 'KEYS[5]', 'KEYS[6]', 'event', 'ARGV[5]', 'ARGV[9]', 'ARGV[2]')}
return code`;

// KEYS: seq, log, log bytes, events channel. ARGV: event, replayLimit, retainMs, replayBytes. Numbered as ADD does.
export const ANNOUNCE = `${seedSeq('KEYS[1]')}${announce('KEYS[1]', 'KEYS[2]', 'KEYS[3]', 'KEYS[4]', 'ARGV[1]', 'ARGV[2]', 'ARGV[4]', 'ARGV[3]')}
return seq`;

// KEYS: this instance's lease, the instance registry (a sorted set: instance id → when its lease
// lapses, by the Redis clock). ARGV: instance id, leaseMs, keepMs.
// The heartbeat renews the lease and the registry entry, drops entries lapsed for longer than keepMs
// (every instance has had many heartbeats to notice them by then), and returns the instances whose
// lease has lapsed, with when it did. 10 ms back, so their lease key has certainly expired by the
// time `list` checks it, however Redis rounds. One command per heartbeat finds dead instances however
// many channels there are (before, every instance listed every channel it listened to every half lease).
export const HEARTBEAT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
redis.call('SET', KEYS[1], '1', 'PX', lease)
redis.call('ZADD', KEYS[2], now + lease, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - tonumber(ARGV[3]))
redis.call('PEXPIRE', KEYS[2], tonumber(ARGV[3]) + lease)
return redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - 10, 'WITHSCORES')`;
