// Tuples and timestamps as bytes, to travel between tasks. Every value goes
// by value, never as an address: atom entries, boxes and pool objects live
// at different addresses in another process (and in another task's pool).
//
// Encoding: a tuple is varint(relation index) then its arity's values; a
// value is a tag byte and its body: small integer (zigzag varint), atom
// (length, UTF-8), float (8 bytes), string (length, UTF-8), big integer
// (sign, limb count, limbs), compound (name as an atom, arity, arguments),
// list cell (head, tail). Nested terms are walked with explicit stacks, so
// a long list cannot overflow the C++ stack. Relation indexes agree because
// every task loads the same program.
//
// Decoding checks everything it reads (tags, lengths, relation, arity) and
// throws starlog::Error("bad tuple ...") on malformed input.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "starlog/order.hpp"
#include "starlog/value.hpp"

namespace kea {
class Runtime;
}

namespace kea::starlog {

void put_varint(std::string& out, std::uint64_t v);
// Reads a varint at pos (advanced past it); false if malformed or truncated.
bool get_varint(std::string_view in, std::size_t& pos, std::uint64_t& v);
void put_value(std::string& out, Value v);
void put_tuple(std::string& out, int rel, const Value* row, unsigned arity);
void put_timestamp(std::string& out, const Timestamp& t);

// Tuples for other tasks, one buffer per destination task, filled during a
// round and handed to the transport whole.
struct Outbox {
  explicit Outbox(int num_tasks) : to(static_cast<std::size_t>(num_tasks)) {}
  std::vector<std::string> to;
  bool empty() const {
    for (const std::string& b : to)
      if (!b.empty()) return false;
    return true;
  }
  void clear() {
    for (std::string& b : to) b.clear();
  }
};

class WireReader {
 public:
  WireReader(std::string_view bytes, Runtime& rt, ValuePool& pool) : p_(bytes), rt_(rt), pool_(pool) {}
  bool done() const { return pos_ == p_.size(); }
  std::uint64_t varint();
  Value value();
  // A tuple into row (arity values), returning its relation index; the
  // arities are the program's, per relation.
  int tuple(const std::vector<unsigned>& arities, std::vector<Value>& row);
  void timestamp(Timestamp& out);

 private:
  [[noreturn]] void bad(const char* what) const;
  std::uint8_t byte();
  std::string_view bytes(std::size_t n);
  std::string_view p_;
  std::size_t pos_ = 0;
  Runtime& rt_;
  ValuePool& pool_;
};

}  // namespace kea::starlog
