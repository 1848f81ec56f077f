/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* What the harnesses in tests/fuzz share. Each defines LLVMFuzzerTestOneInput;
 * built with clang's -fsanitize=fuzzer it is a libFuzzer target, and with
 * fuzz-main.c (any compiler) it replays the files it is given, so that every
 * input that ever failed stays a regression test. */

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

G_GNUC_NORETURN static inline void
fuzz_fail (const char *what, const char *detail)
{
  fprintf (stderr, "fuzz: %s: %s\n", what, detail ? detail : "");
  abort ();
}

#define FUZZ_ASSERT(cond)                      \
  do                                           \
    {                                          \
      if (!(cond))                             \
        fuzz_fail ("assertion failed", #cond); \
    }                                          \
  while (0)

/* A file of the source tree, for the harnesses that need a scenario. */
static inline char *
fuzz_source_file (const char *relative)
{
  const char *root = g_getenv ("SANDTABLE_SOURCE_ROOT");

  return g_build_filename (root != NULL ? root : SANDTABLE_SOURCE_DIR, relative, NULL);
}
