/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-width-first"

#include "config.h"

#include "st-width-first.h"

static void (*label_measure) (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
static void (*box_measure) (GtkLayoutManager *, GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);

static void
label_width_first (GtkWidget     *widget,
                   GtkOrientation orientation,
                   int            for_size,
                   int           *minimum,
                   int           *natural,
                   int           *minimum_baseline,
                   int           *natural_baseline)
{
  label_measure (widget, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size, minimum,
                 natural, minimum_baseline, natural_baseline);
}

static void
box_width_first (GtkLayoutManager *manager,
                 GtkWidget        *widget,
                 GtkOrientation    orientation,
                 int               for_size,
                 int              *minimum,
                 int              *natural,
                 int              *minimum_baseline,
                 int              *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL
      && gtk_orientable_get_orientation (GTK_ORIENTABLE (manager)) == GTK_ORIENTATION_VERTICAL)
    for_size = -1;
  box_measure (manager, widget, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

void
st_width_first_install (void)
{
  static gsize installed;

  if (g_once_init_enter (&installed))
    {
      /* Both class references are kept for the life of the process: the
       * classes hold the functions. */
      GtkWidgetClass        *label = g_type_class_ref (GTK_TYPE_LABEL);
      GtkLayoutManagerClass *box = g_type_class_ref (GTK_TYPE_BOX_LAYOUT);

      label_measure = label->measure;
      label->measure = label_width_first;
      box_measure = box->measure;
      box->measure = box_width_first;
      g_once_init_leave (&installed, 1);
    }
}
