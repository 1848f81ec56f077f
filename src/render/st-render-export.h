/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "core/st-scenario.h"
#include "render/st-board-render.h"

G_BEGIN_DECLS

typedef enum
{
  ST_EXPORT_PNG,
  ST_EXPORT_SVG,
  ST_EXPORT_PDF,
} StExportFormat;

/* The format named by a file name's extension (.png, .svg, .pdf, any case). */
gboolean st_export_format_from_path (const char *path, StExportFormat *format);

/* Draws the whole board into one file: width is in pixels for PNG and in points
 * for SVG and PDF (the height follows the board). The file is written atomically:
 * on any error the previous file, if any, is left as it was. */
gboolean st_render_board_export (const StScenario      *scenario,
                                 const StRenderOptions *options,
                                 StExportFormat         format,
                                 double                 width,
                                 const char            *path,
                                 GError               **error);

G_END_DECLS
