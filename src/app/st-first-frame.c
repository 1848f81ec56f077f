/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "st-first-frame.h"

static gboolean wait_for_board;
static gboolean board_painted;

void
st_first_frame_board_painted (void)
{
  board_painted = TRUE;
}

/* Seconds since this process started: its start time in /proc/self/stat (in
 * clock ticks since boot, field 22) against the boot-time clock. */
static double
seconds_since_start (void)
{
  g_autofree char   *stat = NULL;
  const char        *p;
  struct timespec    now;
  unsigned long long start = 0;

  if (!g_file_get_contents ("/proc/self/stat", &stat, NULL, NULL) || (p = strrchr (stat, ')')) == NULL)
    return -1;
  /* Fields 3 to 21 after the command's closing parenthesis, then the start. */
  if (sscanf (p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %*d %*d %llu",
              &start)
      != 1)
    return -1;
  clock_gettime (CLOCK_BOOTTIME, &now);
  return now.tv_sec + now.tv_nsec / 1e9 - (double) start / sysconf (_SC_CLK_TCK);
}

static void
on_after_paint (GdkFrameClock *clock, GtkWidget *window)
{
  struct rusage usage;

  if (wait_for_board && !board_painted)
    return;
  getrusage (RUSAGE_SELF, &usage);
  fprintf (stderr, "first-frame: %.1f ms wall, %.1f ms of processor\n", seconds_since_start () * 1e3,
           (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
               + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3);
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  g_application_quit (g_application_get_default ());
}

static void
on_realize (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_after_paint), window);
}

void
st_first_frame_watch (GtkWindow *window, gboolean board)
{
  static gboolean watching;

  if (watching || g_getenv ("SANDTABLE_QUIT_AFTER_FIRST_FRAME") == NULL)
    return;
  watching = TRUE;
  wait_for_board = board;
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_realize (GTK_WIDGET (window));
  else
    g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
}
