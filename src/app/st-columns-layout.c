/* SPDX-License-Identifier: GPL-3.0-or-later */
#define G_LOG_DOMAIN "sandtable-columns"

#include "config.h"

#include "st-columns-layout.h"

struct _StColumnsLayout
{
  GtkLayoutManager parent_instance;

  int      spacing;
  int      min_second_width;
  gboolean stacked; /* at the last allocation */
};

enum
{
  PROP_0,
  PROP_SPACING,
  PROP_MIN_SECOND_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (StColumnsLayout, st_columns_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The first two visible children; FALSE when there are fewer. */
static gboolean
columns (GtkWidget *widget, GtkWidget **first, GtkWidget **second)
{
  *first = *second = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (!gtk_widget_should_layout (child))
        continue;
      if (*first == NULL)
        *first = child;
      else if (*second == NULL)
        *second = child;
    }
  return *second != NULL;
}

/* The first column's width when side by side in width, or -1: stacked. The
 * first column gets its minimum width (its width-request), the second the rest. */
static int
first_width (StColumnsLayout *self, GtkWidget *first, int width)
{
  int w = 0;

  gtk_widget_measure (first, GTK_ORIENTATION_HORIZONTAL, -1, &w, NULL, NULL, NULL);

  return width >= w + self->spacing + self->min_second_width ? w : -1;
}

static void
measure (GtkLayoutManager *manager,
         GtkWidget        *widget,
         GtkOrientation    orientation,
         int               for_size,
         int              *minimum,
         int              *natural,
         int              *minimum_baseline,
         int              *natural_baseline)
{
  StColumnsLayout *self = ST_COLUMNS_LAYOUT (manager);
  GtkWidget       *first, *second;
  int              min1 = 0, nat1 = 0, min2 = 0, nat2 = 0;

  if (!columns (widget, &first, &second))
    {
      if (first != NULL)
        gtk_widget_measure (first, orientation, for_size, minimum, natural, NULL, NULL);
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Stacked needs only the wider minimum; side by side is natural. */
      gtk_widget_measure (first, orientation, -1, &min1, &nat1, NULL, NULL);
      gtk_widget_measure (second, orientation, -1, &min2, &nat2, NULL, NULL);
      *minimum = MAX (min1, min2);
      *natural = min1 + self->spacing + MAX (nat2, self->min_second_width);
      return;
    }
  if (for_size >= 0 && first_width (self, first, for_size) >= 0)
    {
      int w1 = first_width (self, first, for_size);

      gtk_widget_measure (first, orientation, w1, &min1, &nat1, NULL, NULL);
      gtk_widget_measure (second, orientation, for_size - w1 - self->spacing, &min2, &nat2, NULL, NULL);
      *minimum = MAX (min1, min2);
      *natural = MAX (nat1, nat2);
      return;
    }
  gtk_widget_measure (first, orientation, for_size, &min1, &nat1, NULL, NULL);
  gtk_widget_measure (second, orientation, for_size, &min2, &nat2, NULL, NULL);
  *minimum = min1 + self->spacing + min2;
  *natural = nat1 + self->spacing + nat2;
}

static void
allocate (GtkLayoutManager *manager, GtkWidget *widget, int width, int height, int baseline)
{
  StColumnsLayout *self = ST_COLUMNS_LAYOUT (manager);
  GtkWidget       *first, *second;
  int              w1, h1 = 0;

  if (!columns (widget, &first, &second))
    {
      if (first != NULL)
        gtk_widget_allocate (first, width, height, -1, NULL);
      return;
    }
  w1 = first_width (self, first, width);
  self->stacked = w1 < 0;
  if (!self->stacked)
    {
      gtk_widget_allocate (first, w1, height, -1, NULL);
      gtk_widget_allocate (second, width - w1 - self->spacing, height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (w1 + self->spacing, 0)));
      return;
    }
  gtk_widget_measure (first, GTK_ORIENTATION_VERTICAL, width, NULL, &h1, NULL, NULL);
  h1 = MIN (h1, height);
  gtk_widget_allocate (first, width, h1, -1, NULL);
  gtk_widget_allocate (second, width, MAX (0, height - h1 - self->spacing), -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, h1 + self->spacing)));
}

static GtkSizeRequestMode
get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
st_columns_layout_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  StColumnsLayout *self = ST_COLUMNS_LAYOUT (object);

  switch (prop_id)
    {
      case PROP_SPACING:
        g_value_set_int (value, self->spacing);
        break;
      case PROP_MIN_SECOND_WIDTH:
        g_value_set_int (value, self->min_second_width);
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
st_columns_layout_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  StColumnsLayout *self = ST_COLUMNS_LAYOUT (object);
  int             *field;

  switch (prop_id)
    {
      case PROP_SPACING:
        field = &self->spacing;
        break;
      case PROP_MIN_SECOND_WIDTH:
        field = &self->min_second_width;
        break;
      default:
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
        return;
    }
  if (*field == g_value_get_int (value))
    return;
  *field = g_value_get_int (value);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
  g_object_notify_by_pspec (object, pspec);
}

static void
st_columns_layout_class_init (StColumnsLayoutClass *klass)
{
  GObjectClass          *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = st_columns_layout_get_property;
  object_class->set_property = st_columns_layout_set_property;
  layout_class->measure = measure;
  layout_class->allocate = allocate;
  layout_class->get_request_mode = get_request_mode;

  properties[PROP_SPACING] =
      g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MIN_SECOND_WIDTH] =
      g_param_spec_int ("min-second-width", NULL, NULL, 0, G_MAXINT, 480,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
st_columns_layout_init (StColumnsLayout *self)
{
  self->min_second_width = 480;
}

GtkLayoutManager *
st_columns_layout_new (void)
{
  return g_object_new (ST_TYPE_COLUMNS_LAYOUT, NULL);
}

gboolean
st_columns_layout_get_stacked (StColumnsLayout *self)
{
  g_return_val_if_fail (ST_IS_COLUMNS_LAYOUT (self), FALSE);

  return self->stacked;
}

struct _StColumns
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (StColumns, st_columns, GTK_TYPE_WIDGET)

static void
st_columns_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (st_columns_parent_class)->dispose (object);
}

static void
st_columns_class_init (StColumnsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = st_columns_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), ST_TYPE_COLUMNS_LAYOUT);
}

static void
st_columns_init (StColumns *self)
{
}
