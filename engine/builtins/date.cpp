// Dates and times as SWI-Prolog has them: stamp_date_time/3,
// date_time_stamp/2, format_time/3 and day_of_the_week/2.
// date_time_value/3 is library/boot/date.pl.
//
// A time stamp is seconds since the Epoch (get_time/1). A date is
// date(Y, M, D, H, Mn, S, Off, TZ, DST): S a float, Off the offset in
// seconds west of UTC, TZ the zone's name and DST true/false, or '-'
// where unknown; date(Y, M, D) is midnight UTC. Out-of-range fields are
// normalised (month 13 is January of the next year), as timegm(3) does.
#include <time.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <string>

#include "engine/arith/number.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/io/stream_arg.hpp"

namespace kea {
namespace {

// A broken-down time and what struct tm cannot hold.
struct Broken {
  struct tm tm {};
  double stamp = 0;      // seconds since the Epoch
  double frac = 0;       // fraction of the second, [0, 1)
  long off_west = 0;     // seconds west of UTC
  std::string zone;      // "" for '-'
  int dst = -1;          // 1, 0, or -1 for '-'
};

Cell dash() { return make_atom(atoms::minus); }

double stamp_of(Machine& m, Cell t) {
  t = must_be_bound(m.store(), t);
  if (!is_number(t)) throw_type_error(m.store(), atoms::float_, t);
  double stamp = number_of(t).to_double();
  // time_t and struct tm hold about 30 million years either way (SWI-Prolog
  // clamps; NaN is no time at all).
  if (!(std::fabs(stamp) < 1e15)) throw_representation_error(m.store(), m.runtime().intern("time"));
  return stamp;
}

// The broken-down time of `stamp` in zone `zone`: 'UTC', local, or an
// integer offset (seconds west of UTC).
Broken break_stamp(Machine& m, double stamp, Cell zone) {
  Store& s = m.store();
  zone = must_be_bound(s, zone);
  Broken b;
  b.stamp = stamp;
  double whole = std::floor(stamp);
  b.frac = stamp - whole;
  if (is_atom(zone) && atom_of(zone)->view() == "local") {
    time_t t = static_cast<time_t>(whole);
    localtime_r(&t, &b.tm);
    b.off_west = -b.tm.tm_gmtoff;
    b.zone = b.tm.tm_zone ? b.tm.tm_zone : "";
    b.dst = b.tm.tm_isdst > 0 ? 1 : 0;
  } else if (is_atom(zone) && atom_of(zone)->view() == "UTC") {
    time_t t = static_cast<time_t>(whole);
    gmtime_r(&t, &b.tm);
    b.zone = "UTC";
  } else if (is_small_int(zone) && std::llabs(small_int_of(zone)) < 1000000000) {
    b.off_west = static_cast<long>(small_int_of(zone));
    time_t t = static_cast<time_t>(whole) - b.off_west;
    gmtime_r(&t, &b.tm);
  } else {
    throw_domain_error(s, m.runtime().intern("timezone"), zone);
  }
  return b;
}

// A field of a date term, as the int struct tm holds (years beyond that
// are a representation error).
int int_field(Machine& m, Cell date, unsigned i) {
  std::int64_t v = must_be_small_int(m.store(), arg(date, i));
  if (v < -(1 << 30) || v > (1 << 30)) throw_representation_error(m.store(), m.runtime().intern("date"));
  return static_cast<int>(v);
}

// The day a date term's first three fields (year, month, day) name, at
// midnight.
struct tm date_day(Machine& m, Cell date) {
  struct tm tm {};
  tm.tm_year = int_field(m, date, 0) - 1900;
  tm.tm_mon = int_field(m, date, 1) - 1;
  tm.tm_mday = int_field(m, date, 2);
  return tm;
}

// The time stamp of a date term (date/9 or date/3); an unbound offset
// means local time.
double date_stamp(Machine& m, Cell date) {
  Store& s = m.store();
  date = must_be_bound(s, date);
  bool d9 = is_str(date) && functor_of(date) == m.runtime().functor("date", 9);
  bool d3 = is_str(date) && functor_of(date) == m.runtime().functor("date", 3);
  if (!d9 && !d3) throw_type_error(s, m.runtime().intern("date"), date);
  struct tm tm = date_day(m, date);
  double sec = 0;
  Cell off = make_small_int(0);
  if (d9) {
    tm.tm_hour = int_field(m, date, 3);
    tm.tm_min = int_field(m, date, 4);
    Cell sc = must_be_bound(s, arg(date, 5));
    if (!is_number(sc)) throw_type_error(s, atoms::number, sc);
    sec = number_of(sc).to_double();
    off = deref(arg(date, 6));
  }
  if (is_var(off)) {
    tm.tm_isdst = -1;
    return static_cast<double>(mktime(&tm)) + sec;
  }
  if (!is_small_int(off)) throw_type_error(s, atoms::integer, off);
  return static_cast<double>(timegm(&tm)) + sec + static_cast<double>(small_int_of(off));
}

bool bi_stamp_date_time(Machine& m, const Cell* a) {
  Store& s = m.store();
  Broken b = break_stamp(m, stamp_of(m, a[0]), a[2]);
  Cell fields[] = {
      make_small_int(b.tm.tm_year + 1900),
      make_small_int(b.tm.tm_mon + 1),
      make_small_int(b.tm.tm_mday),
      make_small_int(b.tm.tm_hour),
      make_small_int(b.tm.tm_min),
      make_float(s, b.tm.tm_sec + b.frac),
      make_small_int(b.off_west),
      b.zone.empty() ? dash() : make_atom(m.runtime().intern(b.zone)),
      b.dst < 0 ? dash() : make_atom(b.dst ? atoms::true_ : atoms::false_),
  };
  return unify_terms(m, a[1], make_compound(s, m.runtime().functor("date", 9), fields));
}

bool bi_date_time_stamp(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], make_float(m.store(), date_stamp(m, a[0])));
}

// day_of_the_week(+Date, -Day): 1 for Monday ... 7 for Sunday.
bool bi_day_of_the_week(Machine& m, const Cell* a) {
  Store& s = m.store();
  Cell date = must_be_bound(s, a[0]);
  if (!is_str(date) || arity_of(date) < 3) throw_type_error(s, m.runtime().intern("date"), date);
  struct tm tm = date_day(m, date);
  time_t t = timegm(&tm);
  gmtime_r(&t, &tm);
  return unify_terms(m, a[1], make_small_int(tm.tm_wday == 0 ? 7 : tm.tm_wday));
}

// The broken-down time format_time/3 shows: a stamp in local time, or the
// fields of a date term.
Broken time_of(Machine& m, Cell t) {
  t = must_be_bound(m.store(), t);
  if (is_number(t)) return break_stamp(m, stamp_of(m, t), make_atom(m.runtime().intern("local")));
  if (!is_str(t) || functor_of(t)->name->view() != "date" || (arity_of(t) != 9 && arity_of(t) != 3)) {
    throw_type_error(m.store(), m.runtime().intern("time"), t);
  }
  double stamp = date_stamp(m, t);
  Cell off = is_str(t) && arity_of(t) == 9 ? deref(arg(t, 6)) : make_small_int(0);
  Broken b = break_stamp(m, stamp, is_var(off) ? make_atom(m.runtime().intern("local")) : off);
  if (is_str(t) && arity_of(t) == 9) {
    Cell zone = deref(arg(t, 7));
    if (is_atom(zone) && atom_of(zone) != atoms::minus) b.zone = atom_of(zone)->view();
  } else {
    b.zone = "UTC";
  }
  return b;
}

// format_time(+Out, +Format, +StampOrDate): strftime(3)'s directives in
// the C locale, and SWI-Prolog's %f (microseconds; %Nf: N digits), %s,
// %z and %:z (from the offset), %Z (the zone name).
bool bi_format_time(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::string format = must_be_text(m, a[1], kTextAny, nullptr);
  Broken b = time_of(m, a[2]);
  std::string out;
  for (std::size_t i = 0; i < format.size(); ++i) {
    char c = format[i];
    if (c != '%' || i + 1 == format.size()) {
      out += c;
      continue;
    }
    std::size_t start = i++;
    bool colon = false;
    int digits = -1;
    if (format[i] == ':') {
      colon = true;
      ++i;
    }
    while (i < format.size() && format[i] >= '0' && format[i] <= '9') {
      digits = std::min((digits < 0 ? 0 : digits * 10) + (format[i++] - '0'), 100);
    }
    char d = i < format.size() ? format[i] : '\0';
    if (d == 'z') {
      long off = -b.off_west;
      char sign = off < 0 ? '-' : '+';
      off = off < 0 ? -off : off;
      char buf[16];
      std::snprintf(buf, sizeof buf, colon ? "%c%02ld:%02ld" : "%c%02ld%02ld", sign, off / 3600, off % 3600 / 60);
      out += buf;
    } else if (colon) {
      throw_existence_error(s, atoms::format, make_atom(m.runtime().intern(format.substr(start, i - start + 1))));
    } else if (d == 'Z') {
      out += b.zone;
    } else if (d == 's') {
      out += std::to_string(static_cast<long long>(std::floor(b.stamp)));
    } else if (d == 'f') {
      int n = digits < 0 ? 6 : std::min(digits, 9);
      long long v = static_cast<long long>(b.frac * std::pow(10.0, n) + 1e-6);
      std::string text = std::to_string(v);
      if (static_cast<int>(text.size()) < n) text.insert(0, static_cast<std::size_t>(n) - text.size(), '0');
      out += text;
    } else if (d == '%') {
      out += '%';
    } else if (d != '\0' && std::string_view("aAbBcCdDeFgGhHIjklmMnpPrRStTuUVwWxXyY+").find(d) != std::string_view::npos) {
      char spec[3] = {'%', d == '+' ? 'c' : d, '\0'};
      if (d == 'P') spec[1] = 'p';
      char buf[128];
      std::size_t n = strftime(buf, sizeof buf, spec, &b.tm);
      std::string piece(buf, n);
      if (d == 'P') for (char& ch : piece) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      out += piece;
    } else {
      throw_existence_error(s, atoms::format, make_atom(m.runtime().intern(format.substr(start, i - start + 1))));
    }
  }
  Cell sink = deref(a[0]);
  if (is_output_sink(sink)) return unify_sink(m, sink, out);
  stream_write(*output_stream(m, sink, IoKind::Text), out);
  return true;
}

const BuiltinDef kDate[] = {
    {"stamp_date_time", 3, false, bi_stamp_date_time},
    {"date_time_stamp", 2, false, bi_date_time_stamp},
    {"day_of_the_week", 2, false, bi_day_of_the_week},
    {"format_time", 3, false, bi_format_time},
};

}  // namespace

std::span<const BuiltinDef> date_builtins() { return kDate; }

}  // namespace kea
