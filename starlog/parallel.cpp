#include "starlog/parallel.hpp"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <thread>

#include "engine/builtins/registry.hpp"
#include "engine/gc.hpp"
#include "starlog/error.hpp"
#include "starlog/results.hpp"
#include "starlog/wire.hpp"

namespace kea::starlog {
namespace {

using Clock = std::chrono::steady_clock;

double thread_cpu() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

double micros(Clock::time_point t) {
  return std::chrono::duration<double, std::micro>(t.time_since_epoch()).count();
}

// One task's word in an agreement.
struct Word {
  enum Status : std::uint8_t { Ok = 0, TimeBound = 1, Interrupted = 2, Failed = 3 };
  std::uint8_t status = Ok;
  bool has_out = false;
  bool has_top = false;
  bool compact = false;
  TimeQueue::Key key = 0;
  Timestamp top;
  std::string error;
};

std::string encode_word(const Word& w) {
  std::string b;
  b.push_back(static_cast<char>(w.status));
  b.push_back(static_cast<char>(w.has_out | (w.has_top << 1) | (w.compact << 2)));
  put_varint(b, w.error.size());
  b += w.error;
  if (w.has_top) {
    if (w.compact) {
      char k[16];
      std::memcpy(k, &w.key, 16);
      b.append(k, 16);
    }
    put_timestamp(b, w.top);
  }
  return b;
}

Word decode_word(const std::string& b, Runtime& rt, ValuePool& pool) {
  Word w;
  std::size_t pos = 2;
  std::uint64_t n = 0;
  if (b.size() < 2 || !get_varint(b, pos, n) || n > b.size() - pos) throw Error("malformed agreement between tasks");
  w.status = static_cast<std::uint8_t>(b[0]);
  w.has_out = b[1] & 1;
  w.has_top = b[1] & 2;
  w.compact = b[1] & 4;
  w.error = b.substr(pos, n);
  pos += n;
  if (w.has_top) {
    if (w.compact) {
      if (b.size() - pos < 16) throw Error("malformed agreement between tasks");
      std::memcpy(&w.key, b.data() + pos, 16);
      pos += 16;
    }
    WireReader in(std::string_view(b).substr(pos), rt, pool);
    in.timestamp(w.top);
  }
  return w;
}

void put_double(std::string& b, double d) {
  char x[8];
  std::memcpy(x, &d, 8);
  b.append(x, 8);
}

double get_double(std::string_view b, std::size_t& pos) {
  if (b.size() - pos < 8) throw Error("malformed report from a task");
  double d;
  std::memcpy(&d, b.data() + pos, 8);
  pos += 8;
  return d;
}

std::uint64_t get_u(std::string_view b, std::size_t& pos) {
  std::uint64_t v;
  if (!get_varint(b, pos, v)) throw Error("malformed report from a task");
  return v;
}

const char* const kEventNames[] = {"compute", "receive", "exchange", "agree", "gather"};

class TaskRun {
 public:
  TaskRun(Node& node, Session& s, int task, const ParallelOptions& opt)
      : s_(s), port_(node, task), opt_(opt), out_(node.num_tasks()) {
    report_.task = task;
    report_.node = node.net() ? node.net()->rank() : 0;
  }

  ParallelOutcome run() {
    Evaluator& ev = s_.evaluator();
    ev.set_routing(port_.task(), port_.num_tasks(), &out_);
    ro_ = opt_.run;
    if (port_.task() != 0) ro_.progress = false;
    compute(0, "", [&] { ev.begin(ro_); });
    if (opt_.crossing) lockstep();
    else independent();
    ev.end();
    report_.stats = ev.stats();
    report_.traffic = port_.traffic;
    finish();
    return std::move(outcome_);
  }

 private:
  // Runs f as computation (timed, traced); failures become this task's status.
  template <class F>
  void compute(int event, const std::string& time, F&& f) {
    if (status_ != Word::Ok) return;
    auto a = Clock::now();
    const double cpu0 = thread_cpu();
    try {
      f();
    } catch (const Evaluator::Interrupted&) {
      status_ = Word::Interrupted;
    } catch (const Error& e) {
      fail(e.what());
    } catch (const kea::HaltRequest& h) {
      fail("halt(" + std::to_string(h.status) + ") called by a Prolog goal");
    } catch (const std::exception& e) {
      fail(e.what());
    }
    auto b = Clock::now();
    report_.cpu += thread_cpu() - cpu0;
    report_.compute += std::chrono::duration<double>(b - a).count();
    record(event, a, b, time);
  }
  template <class F>
  void wait(int event, const std::string& time, F&& f) {
    auto a = Clock::now();
    f();
    auto b = Clock::now();
    report_.wait += std::chrono::duration<double>(b - a).count();
    record(event, a, b, time);
  }
  void record(int event, Clock::time_point a, Clock::time_point b, const std::string& time) {
    if (!opt_.trace || trace_.size() >= kMaxEvents) return;
    TraceEvent e;
    e.task = port_.task();
    e.node = report_.node;
    e.name = kEventNames[event];
    e.start_us = micros(a);
    e.dur_us = std::chrono::duration<double, std::micro>(b - a).count();
    e.time = time;
    trace_.push_back(std::move(e));
  }
  void fail(const std::string& msg) {
    status_ = Word::Failed;
    error_ = msg;
  }

  // Every task's word; decides failure and interruption for all.
  bool agree(std::vector<Word>& words, const std::string& time) {
    Word w;
    w.status = status_;
    w.error = error_;
    Evaluator& ev = s_.evaluator();
    if (status_ == Word::Ok) {
      try {
        if (ev.pending(w.top)) {  // (may route deferred tuples: first)
          w.has_top = true;
          w.compact = ev.time_key(w.top, w.key);
        }
      } catch (const Error& e) {
        fail(e.what());
        w.status = status_;
        w.error = error_;
        w.has_top = false;
      }
    }
    w.has_out = !out_.empty();
    std::vector<std::string> all;
    wait(3, time, [&] { port_.allgather(encode_word(w), all); });
    words.clear();
    for (const std::string& b : all) words.push_back(decode_word(b, s_.program().rt, s_.pool()));
    for (std::size_t t = 0; t < words.size(); ++t)
      if (words[t].status == Word::Failed) {
        outcome_.failed = true;
        outcome_.error = "task " + std::to_string(t) + ": " + words[t].error;
        return false;
      }
    for (const Word& x : words)
      if (x.status == Word::Interrupted) {
        outcome_.status = RunStatus::Interrupted;
        return false;
      }
    for (const Word& x : words)
      if (x.status == Word::TimeBound) outcome_.status = RunStatus::TimeBound;
    return true;
  }

  void independent() {
    RunStatus st = RunStatus::Completed;
    compute(0, "", [&] { st = s_.evaluator().run(ro_); });
    if (status_ == Word::Ok && st == RunStatus::TimeBound) status_ = Word::TimeBound;
    if (status_ == Word::Ok && st == RunStatus::Interrupted) status_ = Word::Interrupted;
    if (status_ == Word::Ok && !out_.empty()) fail("internal error: a task with no crossing relation sent tuples");
    std::vector<Word> words;
    agree(words, "");
    outcome_.last_time = format_timestamp(s_.evaluator().last_time());
  }

  void lockstep() {
    Evaluator& ev = s_.evaluator();
    const TimeOrder& order = ev.order();
    std::vector<Word> words;
    std::string now;
    for (;;) {
      if (!agree(words, now)) break;
      bool exchange = false;
      for (const Word& w : words) exchange = exchange || w.has_out;
      if (exchange) {
        std::vector<std::string> in;
        wait(2, now, [&] { port_.exchange(out_.to, in); });
        out_.clear();
        ++report_.exchanges;
        compute(1, now, [&] { receive(in); });
        continue;
      }
      const Word* least = nullptr;
      bool all_compact = true;
      for (const Word& w : words)
        if (w.has_top) all_compact = all_compact && w.compact;
      for (const Word& w : words) {
        if (!w.has_top) continue;
        if (!least || (all_compact ? w.key < least->key : order.compare(w.top, least->top) < 0)) least = &w;
      }
      if (!least) break;  // nothing pending anywhere: done
      const Timestamp& t = least->top;
      if (ro_.has_max_time && !t.empty() && order.compare_element(t[0], ro_.max_time) > 0) {
        outcome_.status = RunStatus::TimeBound;
        break;
      }
      now = format_timestamp(t);
      outcome_.last_time = now;
      ++report_.timestamps;
      Timestamp copy = t;
      compute(0, now, [&] { ev.advance(copy); });
    }
  }

  void receive(std::vector<std::string>& in) {
    const Program& p = s_.program();
    if (arities_.empty())
      for (const Relation& R : p.relations) arities_.push_back(R.arity);
    entries_.clear();
    for (const std::string& b : in) {
      WireReader r(b, p.rt, s_.pool());
      while (!r.done()) {
        int rel = r.tuple(arities_, row_);
        entries_.push_back(static_cast<Value>(rel) | Evaluator::kPlaced);
        entries_.insert(entries_.end(), row_.begin(), row_.end());
      }
    }
    if (!entries_.empty()) s_.evaluator().receive(entries_);
  }

  // The gather: tables (unless the run failed), report, timeline to task 0.
  void finish() {
    std::string b;
    std::string tables;
    if (!outcome_.failed && outcome_.status != RunStatus::Interrupted) tables = encode_tables(s_.program(), s_.evaluator(), opt_.gather);
    put_varint(b, tables.size());
    b += tables;
    const RunStats& st = report_.stats;
    for (std::uint64_t v : {std::uint64_t(report_.node), st.batches, st.rounds, st.derived, st.inserted,
                            st.rejected_by_negation, st.sent, st.received, st.dropped, report_.traffic.messages,
                            report_.traffic.bytes, report_.traffic.collectives, report_.timestamps,
                            report_.exchanges})
      put_varint(b, v);
    put_double(b, report_.compute);
    put_double(b, report_.wait);
    put_double(b, report_.cpu);
    put_varint(b, trace_.size());
    for (const TraceEvent& e : trace_) {
      put_varint(b, static_cast<std::uint64_t>(std::find_if(std::begin(kEventNames), std::end(kEventNames),
                                                            [&](const char* n) { return n == e.name; }) -
                                               std::begin(kEventNames)));
      put_double(b, e.start_us);
      put_double(b, e.dur_us);
      put_varint(b, e.time.size());
      b += e.time;
    }
    std::vector<std::string> all;
    port_.gather(std::move(b), all);
    for (std::size_t t = 0; t < all.size(); ++t) {
      std::string_view x = all[t];
      std::size_t pos = 0;
      std::uint64_t n = get_u(x, pos);
      if (n > x.size() - pos) throw Error("malformed report from a task");
      outcome_.tables.emplace_back(x.substr(pos, n));
      pos += n;
      TaskReport r;
      r.task = static_cast<int>(t);
      r.node = static_cast<int>(get_u(x, pos));
      for (std::uint64_t* v : {&r.stats.batches, &r.stats.rounds, &r.stats.derived, &r.stats.inserted,
                               &r.stats.rejected_by_negation, &r.stats.sent, &r.stats.received, &r.stats.dropped,
                               &r.traffic.messages, &r.traffic.bytes, &r.traffic.collectives, &r.timestamps,
                               &r.exchanges})
        *v = get_u(x, pos);
      r.compute = get_double(x, pos);
      r.wait = get_double(x, pos);
      r.cpu = get_double(x, pos);
      outcome_.reports.push_back(r);
      std::uint64_t ne = get_u(x, pos);
      for (std::uint64_t k = 0; k < ne; ++k) {
        TraceEvent e;
        e.task = r.task;
        e.node = r.node;
        std::uint64_t name = get_u(x, pos);
        if (name >= std::size(kEventNames)) throw Error("malformed report from a task");
        e.name = kEventNames[name];
        e.start_us = get_double(x, pos);
        e.dur_us = get_double(x, pos);
        std::uint64_t tl = get_u(x, pos);
        if (tl > x.size() - pos) throw Error("malformed report from a task");
        e.time = std::string(x.substr(pos, tl));
        pos += tl;
        outcome_.trace.push_back(std::move(e));
      }
    }
  }

  static constexpr std::size_t kMaxEvents = 200000;
  Session& s_;
  Transport port_;
  const ParallelOptions& opt_;
  RunOptions ro_;
  Outbox out_;
  std::uint8_t status_ = Word::Ok;
  std::string error_;
  TaskReport report_;
  std::vector<TraceEvent> trace_;
  ParallelOutcome outcome_;
  std::vector<unsigned> arities_;
  std::vector<Value> entries_, row_;
};

}  // namespace

ParallelOutcome run_tasks(Node& node, const std::vector<Session*>& sessions, const ParallelOptions& opt) {
  const std::vector<int>& local = node.local_tasks();
  std::vector<ParallelOutcome> outcomes(local.size());
  std::vector<std::string> crashes(local.size());
  auto body = [&](std::size_t li) {
    try {
      // The first task's Prolog goals run on the caller's machine; every
      // other task's evaluator makes one of its own, on its own thread, so
      // that the tasks' Prolog goals run at once.
      ParallelOptions o = opt;
      if (li > 0) o.run.machine = nullptr;
      TaskRun run(node, *sessions[li], local[li], o);
      outcomes[li] = run.run();
    } catch (const std::exception& e) {
      // Outside the protocol (a collective failed): stop every local task.
      crashes[li] = e.what();
      node.abort("task " + std::to_string(local[li]) + ": " + e.what());
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t li = 1; li < local.size(); ++li)
    threads.emplace_back([&, li] {
      GcThreadScope gc;
      body(li);
    });
  body(0);
  for (std::thread& t : threads) t.join();
  for (std::size_t li = 0; li < local.size(); ++li)
    if (!crashes[li].empty()) {
      ParallelOutcome bad;
      bad.failed = true;
      bad.error = "task " + std::to_string(local[li]) + ": " + crashes[li];
      throw Error(bad.error);
    }
  return std::move(outcomes[0]);
}

void write_trace(const std::string& path, const std::vector<TraceEvent>& events) {
  std::ofstream f(path);
  if (!f) throw Error("cannot write " + path);
  double t0 = 0;
  bool first = true;
  for (const TraceEvent& e : events)
    if (first || e.start_us < t0) {
      t0 = e.start_us;
      first = false;
    }
  f << "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n";
  std::string line;
  bool comma = false;
  std::vector<std::pair<int, int>> named;
  for (const TraceEvent& e : events) {
    std::pair<int, int> key{e.node, e.task};
    if (std::find(named.begin(), named.end(), key) == named.end()) {
      named.push_back(key);
      f << (comma ? ",\n" : "") << "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":" << e.node
        << ",\"tid\":" << e.task << ",\"args\":{\"name\":\"task " << e.task << "\"}},\n"
        << "{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":" << e.node << ",\"args\":{\"name\":\"node "
        << e.node << "\"}}";
      comma = true;
    }
    char buf[160];
    std::snprintf(buf, sizeof buf, "{\"name\":\"%s\",\"cat\":\"%s\",\"ph\":\"X\",\"pid\":%d,\"tid\":%d,\"ts\":%.3f,\"dur\":%.3f",
                  e.name, e.name, e.node, e.task, e.start_us - t0, e.dur_us);
    f << (comma ? ",\n" : "") << buf;
    comma = true;
    if (!e.time.empty()) {
      line.clear();
      for (char c : e.time) {  // JSON string escapes
        if (c == '"' || c == '\\') line += '\\';
        if (static_cast<unsigned char>(c) < 0x20) continue;
        line += c;
      }
      f << ",\"args\":{\"time\":\"" << line << "\"}";
    }
    f << "}";
  }
  f << "\n]}\n";
  if (!f) throw Error("error writing " + path);
}

}  // namespace kea::starlog
