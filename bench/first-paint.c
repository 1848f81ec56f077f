/* SPDX-License-Identifier: GPL-3.0-or-later */
/* LD_PRELOAD into a Qt program on X (Tiled) by bench/bench-first-frame.py:
 * the first image of at least FIRST_PAINT_MIN_PIXELS pixels (default 200,000)
 * that the program puts on the X server is its first painted frame. It prints
 * "first-frame: CPU ms of processor" (user + system since the process
 * started) on stderr and ends the process. Qt's backing store puts its frames
 * through xcb_shm_put_image (), or xcb_put_image () without MIT-SHM. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>
#include <xcb/shm.h>
#include <xcb/xcb.h>

static void
seen (int width, int height)
{
  const char   *min = getenv ("FIRST_PAINT_MIN_PIXELS");
  struct rusage usage;

  if ((long) width * height < (min != NULL ? atol (min) : 200000))
    return;
  getrusage (RUSAGE_SELF, &usage);
  fprintf (stderr, "first-frame: %.1f ms of processor\n",
           (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
               + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3);
  _exit (0);
}

xcb_void_cookie_t
xcb_shm_put_image (xcb_connection_t *c,
                   xcb_drawable_t    drawable,
                   xcb_gcontext_t    gc,
                   uint16_t          total_width,
                   uint16_t          total_height,
                   uint16_t          src_x,
                   uint16_t          src_y,
                   uint16_t          src_width,
                   uint16_t          src_height,
                   int16_t           dst_x,
                   int16_t           dst_y,
                   uint8_t           depth,
                   uint8_t           format,
                   uint8_t           send_event,
                   xcb_shm_seg_t     shmseg,
                   uint32_t          offset)
{
  xcb_void_cookie_t (*real) (xcb_connection_t *, xcb_drawable_t, xcb_gcontext_t, uint16_t, uint16_t, uint16_t,
                             uint16_t, uint16_t, uint16_t, int16_t, int16_t, uint8_t, uint8_t, uint8_t,
                             xcb_shm_seg_t, uint32_t) = dlsym (RTLD_NEXT, "xcb_shm_put_image");

  seen (src_width, src_height);
  return real (c, drawable, gc, total_width, total_height, src_x, src_y, src_width, src_height, dst_x, dst_y,
               depth, format, send_event, shmseg, offset);
}

xcb_void_cookie_t
xcb_put_image (xcb_connection_t *c,
               uint8_t           format,
               xcb_drawable_t    drawable,
               xcb_gcontext_t    gc,
               uint16_t          width,
               uint16_t          height,
               int16_t           dst_x,
               int16_t           dst_y,
               uint8_t           left_pad,
               uint8_t           depth,
               uint32_t          data_len,
               const uint8_t    *data)
{
  xcb_void_cookie_t (*real) (xcb_connection_t *, uint8_t, xcb_drawable_t, xcb_gcontext_t, uint16_t, uint16_t,
                             int16_t, int16_t, uint8_t, uint8_t, uint32_t, const uint8_t *) =
      dlsym (RTLD_NEXT, "xcb_put_image");

  seen (width, height);
  return real (c, format, drawable, gc, width, height, dst_x, dst_y, left_pad, depth, data_len, data);
}
