/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "app-test-util.h"
#include "board-fixture.h"
#include "window-fixture.h"

void
board_fixture_open (BoardFixture *f, const char *name, void (*prepare) (StScenario *))
{
  f->window = st_test_open_copy (name, prepare, &f->dir, &f->path);
  f->page = ST_BOARD_PAGE (st_test_find_type (GTK_WIDGET (f->window), ST_TYPE_BOARD_PAGE));
  g_assert_nonnull (f->page);
  st_page_ensure_built (ST_PAGE (f->page));
}

void
board_fixture_close (BoardFixture *f)
{
  st_test_close_copy (f->window, f->dir, f->path);
}

StScenario *
board_fixture_current (BoardFixture *f)
{
  return st_history_get_scenario (st_window_get_history (f->window));
}

static gboolean
backdrop_loaded (gpointer page)
{
  return !st_board_backdrop_is_loading (page);
}

void
board_fixture_wait_backdrop (BoardFixture *f)
{
  st_test_iterate ();
  g_assert_true (st_test_wait_until (backdrop_loaded, f->page, 30));
  st_test_iterate ();
}
