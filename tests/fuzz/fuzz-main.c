/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "fuzz.h"

/* Without libFuzzer (any compiler): runs the harness on each file named on the
 * command line, or on each file of each folder named, so that the inputs that
 * once failed, and the seed corpus, are checked by every build. */
#define MAX_SECONDS 20

static void
run_file (const char *path)
{
  g_autofree char *data = NULL;
  g_autofree char *exact = NULL;
  gsize            length = 0;
  gint64           start;

  if (!g_file_get_contents (path, &data, &length, NULL))
    fuzz_fail ("cannot read", path);
  /* A copy of exactly the file's length: no NUL after it, as from libFuzzer. */
  exact = g_memdup2 (data, length);
  start = g_get_monotonic_time ();
  LLVMFuzzerTestOneInput ((const uint8_t *) exact, length);
  /* A hang is a failure too (generous: sanitizers and busy machines are slow). */
  if (g_get_monotonic_time () - start > MAX_SECONDS * G_USEC_PER_SEC)
    fuzz_fail ("an input took too long", path);
}

int
main (int argc, char **argv)
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    {
      if (g_file_test (argv[i], G_FILE_TEST_IS_DIR))
        {
          g_autoptr (GDir) dir = g_dir_open (argv[i], 0, NULL);
          const char *name;

          while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
            {
              g_autofree char *path = g_build_filename (argv[i], name, NULL);
              if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
                {
                  run_file (path);
                  n++;
                }
            }
        }
      else
        {
          run_file (argv[i]);
          n++;
        }
    }
  printf ("%u inputs, no failure\n", n);
  return 0;
}
