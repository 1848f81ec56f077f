/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "core/st-markup.h"
#include "fuzz.h"

/* The rules markup on any text: it always parses, its problems are located
 * inside the text, and comparing it with itself finds no difference. */
int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* An empty file comes as NULL. */
  g_autofree char *text = data != NULL ? g_strndup ((const char *) data, size) : g_strdup ("");
  g_autoptr (StMarkup) markup = st_markup_parse (text);
  g_autofree char *same = NULL;
  guint            lines = 1;

  for (const char *p = text; *p; p++)
    lines += *p == '\n';
  for (guint i = 0; i < markup->problems->len; i++)
    {
      const StMarkupProblem *problem = g_ptr_array_index (markup->problems, i);
      g_autofree char       *described = st_markup_problem_describe (problem);

      FUZZ_ASSERT (problem->line >= 1 && problem->line <= lines && problem->column >= 1);
      FUZZ_ASSERT (described != NULL);
    }
  same = st_markup_compare (text, text);
  FUZZ_ASSERT (same == NULL);
  return 0;
}
