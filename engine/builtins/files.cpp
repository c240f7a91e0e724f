// Files, directories and file names, as SWI-Prolog has them:
// exists_file/1, exists_directory/1, delete_file/1, make_directory/1,
// delete_directory/1, directory_files/2,
// file_base_name/2, file_directory_name/2, file_name_extension/3,
// working_directory/2, tmp_file/2, get_time/1, access_file/2, rename_file/2,
// size_file/2, time_file/2, same_file/2, is_absolute_file_name/1,
// expand_file_name/2, wildcard_match/2,3, and '$absolute_path'/3 for
// absolute_file_name/2,3 (library/boot/files.pl). POSIX file names only.
#include <dirent.h>
#include <fnmatch.h>
#include <glob.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "engine/boot.hpp"
#include "engine/builtins/registry.hpp"
#include "engine/builtins/text_arg.hpp"
#include "engine/terms/term_walk.hpp"
#include "engine/wam/consult.hpp"

namespace kea {
namespace {

// A file name argument: atom, string or code/char list (not a number, as
// in SWI-Prolog, whose error names the type `text`).
std::string file_name(Machine& m, Cell t) { return must_be_text(m, t, kTextAtom | kTextString | kTextList, nullptr); }

Cell atom_term(Machine& m, std::string_view text) { return make_atom(m.runtime().intern(text)); }

bool stat_is(const std::string& name, mode_t kind) {
  struct stat st;
  return !name.empty() && ::stat(name.c_str(), &st) == 0 && (st.st_mode & S_IFMT) == kind;
}

bool bi_exists_file(Machine& m, const Cell* a) { return stat_is(file_name(m, a[0]), S_IFREG); }
bool bi_exists_directory(Machine& m, const Cell* a) { return stat_is(file_name(m, a[0]), S_IFDIR); }

// delete_file(+File): as SWI-Prolog (remove(3)), also an empty directory.
bool bi_delete_file(Machine& m, const Cell* a) {
  std::string name = file_name(m, a[0]);
  Store& s = m.store();
  if (std::remove(name.c_str()) == 0) return true;
  if (errno == ENOENT || errno == ENOTDIR) throw_existence_error(s, atoms::file, deref(a[0]));
  throw_permission_error(s, atoms::delete_, atoms::file, deref(a[0]));
}

// make_directory(+Dir), delete_directory(+Dir). SWI-Prolog reports an
// existing Dir to make_directory/1 as existence_error(directory, Dir) too.
bool bi_make_directory(Machine& m, const Cell* a) {
  std::string name = file_name(m, a[0]);
  if (::mkdir(name.c_str(), 0777) == 0) return true;
  Store& s = m.store();
  if (errno == ENOENT || errno == ENOTDIR || errno == EEXIST) throw_existence_error(s, atoms::directory, deref(a[0]));
  throw_permission_error(s, m.runtime().intern("create"), atoms::directory, deref(a[0]));
}

bool bi_delete_directory(Machine& m, const Cell* a) {
  std::string name = file_name(m, a[0]);
  if (::rmdir(name.c_str()) == 0) return true;
  Store& s = m.store();
  // EINVAL: "." (SWI-Prolog reports it so too).
  if (errno == ENOENT || errno == ENOTDIR || errno == EINVAL) throw_existence_error(s, atoms::directory, deref(a[0]));
  throw_permission_error(s, atoms::delete_, atoms::directory, deref(a[0]));
}

// directory_files(+Dir, -Entries): every entry, '.' and '..' included, in
// the order the system lists them.
bool bi_directory_files(Machine& m, const Cell* a) {
  std::string name = file_name(m, a[0]);
  Store& s = m.store();
  DIR* d = ::opendir(name.c_str());
  if (!d) {
    if (errno == ENOTDIR) throw_existence_error(s, atoms::directory, deref(a[0]));
    if (errno == ENOENT) throw_existence_error(s, atoms::file, deref(a[0]));
    throw_permission_error(s, atoms::open, atoms::directory, deref(a[0]));
  }
  std::vector<std::string> names;
  while (struct dirent* e = ::readdir(d)) names.emplace_back(e->d_name);
  ::closedir(d);
  std::vector<Cell> cells;
  for (const std::string& n : names) cells.push_back(atom_term(m, n));
  return unify_terms(m, a[1], make_list(s, cells.data(), cells.size(), make_atom(atoms::nil)));
}

// The name without its trailing slashes ("/" stays "/").
std::string_view strip_slashes(std::string_view p) {
  while (p.size() > 1 && p.back() == '/') p.remove_suffix(1);
  return p;
}

bool bi_file_base_name(Machine& m, const Cell* a) {
  std::string name = must_be_text(m, a[0], kTextAny, nullptr);
  std::string_view p = strip_slashes(name);
  if (p.size() > 1) {
    std::size_t slash = p.rfind('/');
    if (slash != std::string_view::npos) p = p.substr(slash + 1);
  }
  return unify_terms(m, a[1], atom_term(m, p));
}

bool bi_file_directory_name(Machine& m, const Cell* a) {
  std::string name = must_be_text(m, a[0], kTextAny, nullptr);
  std::string_view p = strip_slashes(name);
  std::size_t slash = p.rfind('/');
  std::string_view dir;
  if (slash == std::string_view::npos) {
    dir = ".";
  } else {
    dir = strip_slashes(p.substr(0, slash));
    if (dir.empty()) dir = "/";
  }
  return unify_terms(m, a[1], atom_term(m, dir));
}

// file_name_extension(?Base, ?Ext, ?Name): Name split at the last dot of
// its last component (Ext '' when there is none), or, with Name unbound,
// Base and Ext joined by a dot (no dot for an empty Ext, and Base as it is
// when it already ends in .Ext). A leading dot of Ext is ignored.
bool bi_file_name_extension(Machine& m, const Cell* a) {
  Cell full = deref(a[2]);
  if (!is_var(full)) {
    std::string name = must_be_text(m, full, kTextAny, nullptr);
    std::size_t slash = name.rfind('/');
    std::size_t dot = name.rfind('.');
    std::string base = name, ext;
    if (dot != std::string::npos && (slash == std::string::npos || dot > slash)) {
      base = name.substr(0, dot);
      ext = name.substr(dot + 1);
    }
    Cell e = deref(a[1]);
    if (!is_var(e)) {
      // A given extension with or without its dot.
      std::string want = must_be_text(m, e, kTextAny, nullptr);
      if (!want.empty() && want[0] == '.') want.erase(0, 1);
      if (want != ext) return false;
      return unify_terms(m, a[0], atom_term(m, base));
    }
    return unify_terms(m, a[0], atom_term(m, base)) && unify_terms(m, a[1], atom_term(m, ext));
  }
  std::string base = must_be_text(m, a[0], kTextAny, nullptr);
  std::string ext = must_be_text(m, a[1], kTextAny, nullptr);
  if (!ext.empty() && ext[0] == '.') ext.erase(0, 1);
  std::string name = base;
  if (!ext.empty()) {
    std::string suffix = "." + ext;
    if (base.size() < suffix.size() || base.compare(base.size() - suffix.size(), suffix.size(), suffix) != 0)
      name += suffix;
  }
  return unify_terms(m, a[2], atom_term(m, name));
}

std::string current_directory() {
  std::string buf(256, '\0');
  while (!::getcwd(buf.data(), buf.size())) {
    if (errno != ERANGE) return "/";
    buf.resize(buf.size() * 2);
  }
  buf.resize(std::char_traits<char>::length(buf.c_str()));
  if (buf.empty() || buf.back() != '/') buf += '/';
  return buf;
}

// working_directory(-Old, +New): Old ends in '/', as in SWI-Prolog.
bool bi_working_directory(Machine& m, const Cell* a) {
  if (!unify_terms(m, a[0], atom_term(m, current_directory()))) return false;
  Store& s = m.store();
  Cell n = deref(a[1]);
  if (is_var(n)) throw_instantiation_error(s);
  std::string dir = file_name(m, n);
  if (::chdir(dir.c_str()) == 0) return true;
  if (errno == ENOENT || errno == ENOTDIR) throw_existence_error(s, atoms::directory, n);
  throw_permission_error(s, atoms::open, atoms::directory, n);
}

// tmp_file(+Base, -Name): a name no other call of this process returns
// (Kea_Base_Pid_N under $TMPDIR or /tmp); the file is not created. The
// counter is process-wide because file names are.
bool bi_tmp_file(Machine& m, const Cell* a) {
  static std::atomic<std::uint64_t> counter{0};
  std::string base = must_be_text(m, a[0], kTextAny, nullptr);
  const char* dir = std::getenv("TMPDIR");
  std::string name = dir && *dir ? dir : "/tmp";
  if (name.back() != '/') name += '/';
  name += "kea_" + base + "_" + std::to_string(::getpid()) + "_" + std::to_string(++counter);
  return unify_terms(m, a[1], atom_term(m, name));
}

// access_file(+File, +Mode), as SWI-Prolog: Mode is read, write, append,
// execute, exist or none; a file that does not exist may be written (or
// appended to) when its directory may.
bool bi_access_file(Machine& m, const Cell* a) {
  Store& s = m.store();
  std::string name = file_name(m, a[0]);
  Cell mode = must_be_bound(s, a[1]);
  if (!is_atom(mode)) throw_type_error(s, atoms::atom, mode);
  std::string_view md = atom_of(mode)->view();
  int how;
  if (md == "none") return true;
  if (md == "exist") {
    how = F_OK;
  } else if (md == "read") {
    how = R_OK;
  } else if (md == "write" || md == "append") {
    how = W_OK;
  } else if (md == "execute") {
    how = X_OK;
  } else {
    throw_domain_error(s, m.runtime().intern("io_mode"), mode);
  }
  if (::access(name.c_str(), how) == 0) return true;
  if (how != W_OK || errno != ENOENT) return false;
  std::string::size_type slash = name.rfind('/');
  std::string dir = slash == std::string::npos ? "." : slash == 0 ? "/" : name.substr(0, slash);
  return ::access(dir.c_str(), W_OK) == 0;
}

// rename_file(+From, +To): rename(2); a missing From is an existence
// error, anything else a permission error (SWI-Prolog).
bool bi_rename_file(Machine& m, const Cell* a) {
  std::string from = file_name(m, a[0]), to = file_name(m, a[1]);
  if (std::rename(from.c_str(), to.c_str()) == 0) return true;
  Store& s = m.store();
  if (errno == ENOENT) throw_existence_error(s, atoms::file, deref(a[0]));
  throw_permission_error(s, m.runtime().intern("rename"), atoms::file, deref(a[0]));
}

// '$absolute_path'(+Path, +Dir, -Absolute): Path (~ is $HOME) made
// absolute against Dir ('' for the working directory), with ., .. and
// repeated slashes taken out, as SWI-Prolog's absolute_file_name/2 gives it.
bool bi_absolute_path(Machine& m, const Cell* a) {
  std::string path = file_name(m, a[0]), dir = file_name(m, a[1]);
  if (!path.empty() && path[0] == '~' && (path.size() == 1 || path[1] == '/')) {
    if (const char* home = std::getenv("HOME")) path = home + path.substr(1);
  }
  if (path.empty() || path[0] != '/') {
    if (dir.empty()) dir = current_directory();
    path = dir + "/" + path;
  }
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < path.size();) {
    std::size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    std::string part = path.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    i = j + 1;
  }
  std::string out;
  for (const std::string& p : parts) out += "/" + p;
  if (out.empty()) out = "/";
  return unify_terms(m, a[2], atom_term(m, out));
}

// stat(2) of a file argument; existence_error(file, F) when there is none.
struct stat stat_of(Machine& m, Cell f) {
  std::string name = file_name(m, f);
  struct stat st;
  if (::stat(name.c_str(), &st) != 0) throw_existence_error(m.store(), atoms::file, deref(f));
  return st;
}

bool bi_size_file(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], make_integer(m.store(), static_cast<std::int64_t>(stat_of(m, a[0]).st_size)));
}

// time_file(+File, -Stamp): its modification time, a float (get_time/1).
bool bi_time_file(Machine& m, const Cell* a) {
  return unify_terms(m, a[1], make_float(m.store(), mtime_seconds(stat_of(m, a[0]))));
}

// same_file(+A, +B): the same name, or both name one existing file.
bool bi_same_file(Machine& m, const Cell* a) {
  std::string x = file_name(m, a[0]), y = file_name(m, a[1]);
  if (x == y) return true;
  struct stat sx, sy;
  return ::stat(x.c_str(), &sx) == 0 && ::stat(y.c_str(), &sy) == 0 && sx.st_dev == sy.st_dev && sx.st_ino == sy.st_ino;
}

bool bi_is_absolute_file_name(Machine& m, const Cell* a) {
  std::string name = file_name(m, a[0]);
  return !name.empty() && (name[0] == '/' || name[0] == '~');
}

// '$kea_library'(+Name): Name ('lists', 'dcg/basics') is one of Kea's own
// libraries, which are in the binary rather than in files
// (exists_source/1, library/boot/files.pl).
bool bi_kea_library(Machine& m, const Cell* a) { return is_kea_library(file_name(m, a[0])); }

// expand_file_name(+Pattern, -Files): the files that match (* ? [...]
// {a,b} and ~), sorted; a name without wildcards is given back as it is
// (~ expanded), a pattern that matches nothing gives [].
bool bi_expand_file_name(Machine& m, const Cell* a) {
  std::string pattern = file_name(m, a[0]);
  glob_t g{};
  int rc = ::glob(pattern.c_str(), GLOB_BRACE | GLOB_TILDE, nullptr, &g);
  std::vector<Cell> names;
  if (rc == 0) {
    for (std::size_t i = 0; i < g.gl_pathc; ++i) names.push_back(atom_term(m, g.gl_pathv[i]));
  } else if (pattern.find_first_of("*?[{") == std::string::npos) {
    if (!pattern.empty() && pattern[0] == '~') {
      if (const char* home = std::getenv("HOME"); home && (pattern.size() == 1 || pattern[1] == '/')) {
        pattern = home + pattern.substr(1);
      }
    }
    names.push_back(atom_term(m, pattern));
  }
  ::globfree(&g);
  Store& s = m.store();
  return unify_terms(m, a[1], make_list(s, names.data(), names.size(), make_atom(atoms::nil)));
}

// The patterns that {a,b} alternatives stand for, braces expanded in turn
// (fnmatch(3) has none). At most kMaxAlternatives of them: a pattern of
// many brace groups would otherwise multiply without bound.
constexpr std::size_t kMaxAlternatives = 1 << 16;

void expand_braces(Machine& m, const std::string& p, std::vector<std::string>& out) {
  if (out.size() >= kMaxAlternatives) throw_representation_error(m.store(), m.runtime().intern("wildcard_alternatives"));
  std::size_t open = p.find('{');
  if (open == std::string::npos) {
    out.push_back(p);
    return;
  }
  int depth = 0;
  std::vector<std::size_t> commas;
  std::size_t close = std::string::npos;
  for (std::size_t i = open; i < p.size(); ++i) {
    if (p[i] == '{') {
      ++depth;
    } else if (p[i] == '}' && --depth == 0) {
      close = i;
      break;
    } else if (p[i] == ',' && depth == 1) {
      commas.push_back(i);
    }
  }
  if (close == std::string::npos) {
    out.push_back(p);
    return;
  }
  std::size_t from = open + 1;
  commas.push_back(close);
  for (std::size_t c : commas) {
    expand_braces(m, p.substr(0, open) + p.substr(from, c - from) + p.substr(close + 1), out);
    from = c + 1;
  }
}

bool wildcard_match(Machine& m, const Cell* a, bool case_sensitive) {
  std::string pattern = must_be_text(m, a[0], kTextAtomic, nullptr);
  std::string text = must_be_text(m, a[1], kTextAtomic, nullptr);
  std::vector<std::string> patterns;
  expand_braces(m, pattern, patterns);
  for (const std::string& p : patterns) {
    if (::fnmatch(p.c_str(), text.c_str(), case_sensitive ? 0 : FNM_CASEFOLD) == 0) return true;
  }
  return false;
}
bool bi_wildcard_match2(Machine& m, const Cell* a) { return wildcard_match(m, a, true); }

// wildcard_match(+Pattern, +String, +Options): case_sensitive(Bool).
bool bi_wildcard_match3(Machine& m, const Cell* a) {
  bool sensitive = true;
  ListSkeleton sk = list_skeleton(a[2]);
  if (is_var(sk.end)) throw_instantiation_error(m.store());
  if (sk.cyclic || sk.end != make_atom(atoms::nil)) throw_type_error(m.store(), atoms::list, deref(a[2]));
  for (Cell l = deref(a[2]); is_list(l); l = deref(list_tail(l))) {
    Cell o = deref(list_head(l));
    if (is_str(o) && arity_of(o) == 1 && functor_of(o)->name->view() == "case_sensitive") {
      Cell v = deref(arg(o, 0));
      sensitive = !(is_atom(v) && atom_of(v) == atoms::false_);
    }
  }
  return wildcard_match(m, a, sensitive);
}

// get_time(-Seconds): wall-clock time since the Epoch, a float.
bool bi_get_time(Machine& m, const Cell* a) {
  struct timespec ts;
  ::clock_gettime(CLOCK_REALTIME, &ts);
  double t = static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) / 1e9;
  return unify_terms(m, a[0], make_float(m.store(), t));
}

const BuiltinDef kFiles[] = {
    {"exists_file", 1, false, bi_exists_file},
    {"exists_directory", 1, false, bi_exists_directory},
    {"delete_file", 1, false, bi_delete_file},
    {"make_directory", 1, false, bi_make_directory},
    {"delete_directory", 1, false, bi_delete_directory},
    {"directory_files", 2, false, bi_directory_files},
    {"file_base_name", 2, false, bi_file_base_name},
    {"file_directory_name", 2, false, bi_file_directory_name},
    {"file_name_extension", 3, false, bi_file_name_extension},
    {"working_directory", 2, false, bi_working_directory},
    {"tmp_file", 2, false, bi_tmp_file},
    {"get_time", 1, false, bi_get_time},
    {"access_file", 2, false, bi_access_file},
    {"rename_file", 2, false, bi_rename_file},
    {"$absolute_path", 3, false, bi_absolute_path},
    {"size_file", 2, false, bi_size_file},
    {"time_file", 2, false, bi_time_file},
    {"same_file", 2, false, bi_same_file},
    {"is_absolute_file_name", 1, false, bi_is_absolute_file_name},
    {"$kea_library", 1, false, bi_kea_library},
    {"expand_file_name", 2, false, bi_expand_file_name},
    {"wildcard_match", 2, false, bi_wildcard_match2},
    {"wildcard_match", 3, false, bi_wildcard_match3},
};

}  // namespace

std::span<const BuiltinDef> files_builtins() { return kFiles; }

}  // namespace kea
