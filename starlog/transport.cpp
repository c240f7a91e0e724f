#include "starlog/transport.hpp"

#include "starlog/error.hpp"
#include "starlog/wire.hpp"

namespace kea::starlog {

Node::Node(int num_tasks, std::vector<int> node_of, int this_node, Interconnect* net)
    : num_tasks_(num_tasks), node_of_(std::move(node_of)), this_node_(this_node), net_(net),
      local_of_(static_cast<std::size_t>(num_tasks), -1) {
  for (int t = 0; t < num_tasks_; ++t)
    if (node_of_[t] == this_node_) {
      local_of_[t] = static_cast<int>(local_.size());
      local_.push_back(t);
    }
  gather_in_.resize(local_.size());
  ex_out_.resize(local_.size());
  ex_in_.resize(local_.size());
}

int Node::local_index(int task) const { return local_of_[task]; }

void Node::abort(const std::string& why) {
  std::lock_guard<std::mutex> lk(mu_);
  if (!aborted_) {
    aborted_ = true;
    abort_why_ = why;
  }
  cv_.notify_all();
}

void Node::meet(const std::function<void()>& lead) {
  std::unique_lock<std::mutex> lk(mu_);
  if (aborted_) throw Error(abort_why_);
  const std::uint64_t gen = generation_;
  if (++arrived_ == static_cast<int>(local_.size())) {
    arrived_ = 0;
    try {
      lead();
    } catch (...) {
      aborted_ = true;
      abort_why_ = "a collective failed";
      cv_.notify_all();
      throw;
    }
    ++generation_;
    cv_.notify_all();
    return;
  }
  cv_.wait(lk, [&] { return generation_ != gen || aborted_; });
  if (generation_ == gen) throw Error(abort_why_);
}

void Node::collect(int task, std::string mine, bool everywhere) {
  const int li = local_of_[task];
  {
    std::lock_guard<std::mutex> lk(mu_);
    gather_in_[li] = std::move(mine);
  }
  meet([&] {
    gather_out_.assign(static_cast<std::size_t>(num_tasks_), std::string());
    if (!net_) {
      for (std::size_t i = 0; i < local_.size(); ++i) gather_out_[local_[i]] = std::move(gather_in_[i]);
      return;
    }
    // One contribution per process: its tasks' bytes, each prefixed by
    // task number and length.
    std::string packed;
    for (std::size_t i = 0; i < local_.size(); ++i) {
      put_varint(packed, static_cast<std::uint64_t>(local_[i]));
      put_varint(packed, gather_in_[i].size());
      packed += gather_in_[i];
      gather_in_[i].clear();
    }
    std::vector<std::string> per_rank;
    if (everywhere) net_->allgather(packed, per_rank);
    else net_->gather(packed, per_rank, node_of_[0]);
    for (const std::string& p : per_rank) {
      std::size_t pos = 0;
      auto varint = [&] {
        std::uint64_t v;
        if (!get_varint(p, pos, v)) throw Error("malformed collective from another process");
        return v;
      };
      while (pos < p.size()) {
        std::uint64_t t = varint(), n = varint();
        if (t >= static_cast<std::uint64_t>(num_tasks_) || n > p.size() - pos)
          throw Error("malformed collective from another process");
        gather_out_[t] = p.substr(pos, n);
        pos += n;
      }
    }
  });
}

void Node::allgather(int task, std::string mine, std::vector<std::string>& all) {
  collect(task, std::move(mine), true);
  all = gather_out_;
}

void Node::gather(int task, std::string mine, std::vector<std::string>& all) {
  collect(task, std::move(mine), false);
  all.clear();
  if (task == 0) all = std::move(gather_out_);
}

void Node::exchange(int task, std::vector<std::string>& out, std::vector<std::string>& in, Traffic& traffic) {
  const int li = local_of_[task];
  for (int d = 0; d < num_tasks_; ++d)
    if (d != task && !out[d].empty()) {
      ++traffic.messages;
      traffic.bytes += out[d].size();
    }
  {
    std::lock_guard<std::mutex> lk(mu_);
    ex_out_[li] = &out;
  }
  meet([&] {
    for (auto& v : ex_in_) v.assign(static_cast<std::size_t>(num_tasks_), std::string());
    std::vector<std::string> to_rank, from_rank;
    if (net_) to_rank.assign(static_cast<std::size_t>(net_->size()), std::string());
    for (std::size_t s = 0; s < local_.size(); ++s) {
      std::vector<std::string>& o = *ex_out_[s];
      for (int d = 0; d < num_tasks_; ++d) {
        if (d == local_[s] || o[d].empty()) continue;
        if (local_of_[d] >= 0) {
          ex_in_[local_of_[d]][local_[s]] = std::move(o[d]);
        } else {
          // Buffers for another process: (source, destination, length, bytes).
          std::string& b = to_rank[node_of_[d]];
          put_varint(b, static_cast<std::uint64_t>(local_[s]));
          put_varint(b, static_cast<std::uint64_t>(d));
          put_varint(b, o[d].size());
          b += o[d];
        }
        o[d].clear();
      }
    }
    if (!net_) return;
    net_->alltoallv(to_rank, from_rank);
    for (const std::string& p : from_rank) {
      std::size_t pos = 0;
      auto varint = [&] {
        std::uint64_t v;
        if (!get_varint(p, pos, v)) throw Error("malformed tuple buffer from another process");
        return v;
      };
      while (pos < p.size()) {
        std::uint64_t s = varint(), d = varint(), n = varint();
        if (s >= static_cast<std::uint64_t>(num_tasks_) || d >= static_cast<std::uint64_t>(num_tasks_) ||
            local_of_[d] < 0 || n > p.size() - pos)
          throw Error("malformed tuple buffer from another process");
        ex_in_[local_of_[d]][s].append(p, pos, n);
        pos += n;
      }
    }
  });
  in = std::move(ex_in_[li]);
}

}  // namespace kea::starlog
