// The MPI carrier of the transport: the processes of a run are the ranks of
// MPI_COMM_WORLD. Collectives only: MPI_Allgatherv for agreement, and one
// MPI_Alltoallv per exchange round carrying each pair of ranks' tuple
// buffers as one block (sizes first, by MPI_Alltoall). Called by one
// thread of a rank at a time (the Node's leader), so MPI_THREAD_SERIALIZED
// is enough.
#include "starlog/transport.hpp"

#include <climits>
#include <cstdio>

#include <mpi.h>

#include "starlog/error.hpp"

namespace kea::starlog {
namespace {

int count_of(std::size_t n) {
  if (n > static_cast<std::size_t>(INT_MAX)) throw Error("a message between MPI ranks is over 2 GB");
  return static_cast<int>(n);
}

class MpiInterconnect : public Interconnect {
 public:
  MpiInterconnect() {
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  void allgather(const std::string& mine, std::vector<std::string>& all) override {
    int n = count_of(mine.size());
    std::vector<int> counts(size_), displs(size_);
    check(MPI_Allgather(&n, 1, MPI_INT, counts.data(), 1, MPI_INT, MPI_COMM_WORLD));
    std::size_t total = 0;
    for (int r = 0; r < size_; ++r) {
      displs[r] = count_of(total);
      total += counts[r];
    }
    std::string buf(total, '\0');
    check(MPI_Allgatherv(mine.data(), n, MPI_BYTE, buf.data(), counts.data(), displs.data(), MPI_BYTE,
                         MPI_COMM_WORLD));
    all.assign(size_, std::string());
    for (int r = 0; r < size_; ++r) all[r] = buf.substr(displs[r], counts[r]);
  }

  void gather(const std::string& mine, std::vector<std::string>& all, int root) override {
    int n = count_of(mine.size());
    std::vector<int> counts(size_), displs(size_);
    check(MPI_Gather(&n, 1, MPI_INT, counts.data(), 1, MPI_INT, root, MPI_COMM_WORLD));
    std::size_t total = 0;
    for (int r = 0; r < size_; ++r) {
      displs[r] = count_of(total);
      total += counts[r];
    }
    std::string buf(rank_ == root ? total : 0, '\0');
    check(MPI_Gatherv(mine.data(), n, MPI_BYTE, buf.data(), counts.data(), displs.data(), MPI_BYTE, root,
                      MPI_COMM_WORLD));
    all.clear();
    if (rank_ != root) return;
    all.assign(size_, std::string());
    for (int r = 0; r < size_; ++r) all[r] = buf.substr(displs[r], counts[r]);
  }

  void alltoallv(std::vector<std::string>& out, std::vector<std::string>& in) override {
    std::vector<int> scount(size_), rcount(size_), sdispl(size_), rdispl(size_);
    std::string sbuf;
    for (int r = 0; r < size_; ++r) {
      if (r == rank_) out[r].clear();
      sdispl[r] = count_of(sbuf.size());
      scount[r] = count_of(out[r].size());
      sbuf += out[r];
    }
    check(MPI_Alltoall(scount.data(), 1, MPI_INT, rcount.data(), 1, MPI_INT, MPI_COMM_WORLD));
    std::size_t total = 0;
    for (int r = 0; r < size_; ++r) {
      rdispl[r] = count_of(total);
      total += rcount[r];
    }
    std::string rbuf(total, '\0');
    check(MPI_Alltoallv(sbuf.data(), scount.data(), sdispl.data(), MPI_BYTE, rbuf.data(), rcount.data(),
                        rdispl.data(), MPI_BYTE, MPI_COMM_WORLD));
    in.assign(size_, std::string());
    for (int r = 0; r < size_; ++r) in[r] = rbuf.substr(rdispl[r], rcount[r]);
  }

  [[noreturn]] void abort_all(int status) override {
    std::fflush(stdout);
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, status);
    std::_Exit(status);
  }

 private:
  static void check(int rc) {
    if (rc == MPI_SUCCESS) return;
    char msg[MPI_MAX_ERROR_STRING];
    int len = 0;
    MPI_Error_string(rc, msg, &len);
    throw Error(std::string("MPI: ") + std::string(msg, len));
  }
  int rank_ = 0, size_ = 1;
};

}  // namespace

std::unique_ptr<Interconnect> make_mpi_interconnect() { return std::make_unique<MpiInterconnect>(); }

}  // namespace kea::starlog
