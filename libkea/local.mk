# libkea/: the interface for C++ hosts (kea/kea.hpp, namespace kea::v0),
# built over the engine and Starlog and installed as a shared library with
# a versioned soname and as a static library, with kea.pc and libkea.3.
#
# Every object of the tree is compiled position-independent (configure
# adds -fPIC), so the libraries are the same objects the programs link:
# the shared one is linked from the archives, exporting only the interface
# (libkea.map), the static one merges them.
noinst_LIBRARIES += libkea/libkea_api.a
libkea_libkea_api_a_SOURCES = libkea/kea.cpp libkea/kea/kea.hpp

keaincludedir = $(includedir)/kea
keainclude_HEADERS = libkea/kea/kea.hpp
pkgconfigdir = $(libdir)/pkgconfig
pkgconfig_DATA = libkea/kea.pc
dist_man_MANS += man/libkea.3
EXTRA_DIST += libkea/kea.pc.in libkea/libkea.map examples/embed

# The soname's number changes when the interface breaks (with the inline
# namespace of kea.hpp); the file carries the package version.
KEA_SOVERSION = 0
KEA_SONAME = libkea.so.$(KEA_SOVERSION)
KEA_SOFILE = libkea.so.$(PACKAGE_VERSION)
KEA_LIB_ARCHIVES = libkea/libkea_api.a starlog/libstarlog.a engine/libkea.a

libkea/$(KEA_SOFILE): $(KEA_LIB_ARCHIVES) $(srcdir)/libkea/libkea.map
	$(AM_V_CXXLD)$(CXX) $(AM_CXXFLAGS) $(CXXFLAGS) $(AM_LDFLAGS) $(LDFLAGS) -shared \
	  -Wl,-soname,$(KEA_SONAME) -Wl,--version-script=$(srcdir)/libkea/libkea.map -o $@ \
	  -Wl,--whole-archive $(KEA_LIB_ARCHIVES) -Wl,--no-whole-archive $(GC_LIBS) $(GMP_LIBS) $(READLINE_LIBS)
	$(AM_V_at)ln -sf $(KEA_SOFILE) libkea/$(KEA_SONAME) && ln -sf $(KEA_SONAME) libkea/libkea.so

libkea/libkea.a: $(KEA_LIB_ARCHIVES)
	$(AM_V_AR)rm -f $@ && { echo "CREATE $@"; for a in $(KEA_LIB_ARCHIVES); do echo "ADDLIB $$a"; done; \
	  echo SAVE; echo END; } | $(AR) -M && $(RANLIB) $@

all-local: libkea/$(KEA_SOFILE) libkea/libkea.a
CLEANFILES += libkea/$(KEA_SOFILE) libkea/$(KEA_SONAME) libkea/libkea.so libkea/libkea.a

install-exec-local: libkea/$(KEA_SOFILE) libkea/libkea.a
	$(MKDIR_P) $(DESTDIR)$(libdir)
	$(INSTALL_PROGRAM) libkea/$(KEA_SOFILE) $(DESTDIR)$(libdir)/$(KEA_SOFILE)
	$(INSTALL_DATA) libkea/libkea.a $(DESTDIR)$(libdir)/libkea.a
	cd $(DESTDIR)$(libdir) && ln -sf $(KEA_SOFILE) $(KEA_SONAME) && ln -sf $(KEA_SONAME) libkea.so

uninstall-local:
	rm -f $(DESTDIR)$(libdir)/$(KEA_SOFILE) $(DESTDIR)$(libdir)/$(KEA_SONAME) \
	  $(DESTDIR)$(libdir)/libkea.so $(DESTDIR)$(libdir)/libkea.a

# The interface's tests, linked with the archives the libraries are made of.
check_PROGRAMS += libkea/tests/api-test
TESTS += libkea/tests/api-test
libkea_tests_api_test_SOURCES = libkea/tests/api_test.cpp
libkea_tests_api_test_CXXFLAGS = $(GTEST_CXXFLAGS) -DKEA_SRCDIR=\"$(abs_top_srcdir)\"
libkea_tests_api_test_LDADD = libkea/libkea_api.a starlog/libstarlog.a $(KEA_LIBS) $(GTEST_LIBS)

# Installs into a scratch directory, builds examples/embed with nothing but
# pkg-config, runs them, and uninstalls.
TESTS += libkea/tests/install_test.sh
EXTRA_DIST += libkea/tests/install_test.sh
