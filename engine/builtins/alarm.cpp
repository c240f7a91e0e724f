// Time limits: '$alarm_start'(+Seconds, +Ball, -Id), '$alarm_cancel'(+Id)
// and '$alarm_active'(+Id), under call_with_time_limit/2,3
// (library/time.pl). An alarm that goes off posts '$alarm_ring'(Id, Ball)
// to the machine that armed it, as thread_signal/2 posts a goal; the
// machine runs it at its next call port (or in a blocking wait), and it
// throws Ball there if the alarm is still armed.
//
// Concurrency. An Alarm is shared (shared_ptr) by the table below, keyed
// by Id, and by its timer thread, which waits on the alarm's condition
// variable until the deadline or until the alarm is cancelled.
// Invariants: `state` changes only under the alarm's mutex, once, from
// Armed to Fired (the timer, at the deadline) or to Cancelled (the owner);
// the goal record is handed to the machine exactly once, by the timer when
// it fires (the machine frees it after running it), and freed by the
// owner otherwise. An alarm is active while its Id is in the table: the
// owner removes it before it cancels, so an alarm that fires as its goal
// completes rings a goal that finds it gone and does nothing. Cancelling
// joins the timer thread, so no timer outlives the call (and the Machine)
// that armed it; the timer allocates nothing from the collector and holds
// only the record, which is a root.
#include <gc.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "engine/arith/number.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/terms/record.hpp"

namespace kea {
namespace {

enum class AlarmState { Armed, Fired, Cancelled };

struct Alarm {
  std::mutex mu;
  std::condition_variable cv;
  AlarmState state = AlarmState::Armed;
  Machine* machine = nullptr;
  Record* goal = nullptr;
  std::thread timer;
};

struct AlarmTable {
  std::mutex lock;
  std::unordered_map<std::int64_t, std::shared_ptr<Alarm>> by_id;
  std::int64_t next_id = 0;
};

AlarmTable& alarms() {
  static AlarmTable* t = new AlarmTable;  // never destroyed: timers may run at exit
  return *t;
}

void ring_at(std::shared_ptr<Alarm> a, std::chrono::steady_clock::time_point deadline) {
  std::unique_lock<std::mutex> lk(a->mu);
  if (a->cv.wait_until(lk, deadline, [&] { return a->state != AlarmState::Armed; })) return;
  a->state = AlarmState::Fired;
  a->machine->post_goal(a->goal);
}

bool bi_alarm_start(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell t = must_be_bound(s, a[0]);
  if (!is_number(t)) throw_type_error(s, atoms::number, t);
  double seconds = number_of(t).to_double();
  if (!(seconds < 1e9)) seconds = 1e9;  // about 30 years; also NaN
  if (seconds < 0) seconds = 0;
  auto alarm = std::make_shared<Alarm>();
  alarm->machine = &m;
  std::int64_t id;
  {
    std::lock_guard<std::mutex> g(alarms().lock);
    id = ++alarms().next_id;
  }
  Cell ring = make_compound(s, m.runtime().functor("$alarm_ring", 2), {make_small_int(id), a[1]});
  alarm->goal = Record::make(s, ring, true);
  auto deadline = std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
  {
    std::lock_guard<std::mutex> g(alarms().lock);
    alarms().by_id.emplace(id, alarm);
  }
  alarm->timer = std::thread(ring_at, alarm, deadline);
  return unify_terms(m, a[2], make_small_int(id));
}

bool bi_alarm_cancel(Machine& m, const Cell* a) {
  std::int64_t id = must_be_small_int(m.store(), a[0]);
  std::shared_ptr<Alarm> alarm;
  {
    std::lock_guard<std::mutex> g(alarms().lock);
    auto it = alarms().by_id.find(id);
    if (it == alarms().by_id.end()) return true;
    alarm = it->second;
    alarms().by_id.erase(it);
  }
  bool fired;
  {
    std::lock_guard<std::mutex> g(alarm->mu);
    fired = alarm->state == AlarmState::Fired;
    if (!fired) alarm->state = AlarmState::Cancelled;
  }
  alarm->cv.notify_all();
  alarm->timer.join();
  if (!fired) GC_FREE(alarm->goal);
  return true;
}

bool bi_alarm_active(Machine& m, const Cell* a) {
  Cell t = deref(a[0]);
  if (!is_small_int(t)) throw_type_error(m.store(), atoms::integer, t);
  std::lock_guard<std::mutex> g(alarms().lock);
  return alarms().by_id.count(small_int_of(t)) != 0;
}

const BuiltinDef kAlarm[] = {
    {"$alarm_start", 3, false, bi_alarm_start},
    {"$alarm_cancel", 1, false, bi_alarm_cancel},
    {"$alarm_active", 1, false, bi_alarm_active},
};

}  // namespace

std::span<const BuiltinDef> alarm_builtins() { return kAlarm; }

}  // namespace kea
